// Vercel Web Analytics exists only on Vercel's deployments: its script is served there at
// /_vercel/insights/script.js and sends to /_vercel/insights/event. Local servers (preview, dev)
// answer with this stand-in instead of a 404: a small script that takes the calls @vercel/analytics
// queues (window.va / window.vaq) and posts each page view and event to the server, which keeps
// them (GET /_vercel/insights/events lists them) so a shop, and the browser tests, can see what
// would be sent. Not the real script: no sampling, no beacons of Vercel's format.

export const ANALYTICS_SCRIPT = '/_vercel/insights/script.js';
export const ANALYTICS_EVENT = '/_vercel/insights/event';
export const ANALYTICS_LOG = '/_vercel/insights/events';

export interface AnalyticsEvent {
  type: 'pageview' | 'event';
  path: string;
  name?: string;
  data?: Record<string, unknown>;
}

/** The stand-in script: drains the queue @vercel/analytics fills before it loads, then takes calls. */
export const STAND_IN_SCRIPT = `(function () {
  var send = function (body) {
    fetch(${JSON.stringify(ANALYTICS_EVENT)}, { method: 'POST', body: JSON.stringify(body), keepalive: true, headers: { 'content-type': 'application/json' } }).catch(function () {});
  };
  var handle = function (call) {
    var kind = call[0], options = call[1] || {};
    if (kind === 'event') send({ type: 'event', path: location.pathname, name: options.name, data: options.data });
    else if (kind === 'pageview') send({ type: 'pageview', path: options.path || location.pathname });
  };
  var queued = window.vaq || [];
  window.vaq = [];
  window.va = function () { handle(Array.prototype.slice.call(arguments)); };
  send({ type: 'pageview', path: location.pathname });
  queued.forEach(handle);
})();
`;

/** A posted event as recorded, or undefined when the body is not one. */
export function readEvent(body: string): AnalyticsEvent | undefined {
  try {
    const event = JSON.parse(body) as Partial<AnalyticsEvent>;
    if ((event.type !== 'pageview' && event.type !== 'event') || typeof event.path !== 'string') return undefined;
    return {
      type: event.type,
      path: event.path,
      ...(typeof event.name === 'string' ? { name: event.name } : {}),
      ...(event.data && typeof event.data === 'object' ? { data: event.data } : {}),
    };
  } catch {
    return undefined;
  }
}
