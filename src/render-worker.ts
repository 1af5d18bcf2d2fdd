// lib/render-worker.cjs: a single build's render thread (render-thread.ts). Its own small bundle:
// the render stage and what it imports, without the validators, YAML or the phone library, so the
// thread is ready sooner and holds less.
import { parentPort } from 'node:worker_threads';
import { serveRenders } from './render-thread.js';

serveRenders(parentPort!);
