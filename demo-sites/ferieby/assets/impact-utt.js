/* Stand-in for impact.com's Universal Tracking Tag (on the real site https://utt.impactcdn.com/<account>.js, which
 * the page's snippet loads): served from the site's own host so a recording stays on loopback. Like the UTT it takes
 * over `ire` from the snippet's queue; instead of sending a conversion to impact.com it keeps the calls in
 * window.__impactCalls and writes them to the console. */
(function () {
  'use strict';
  var queued = (window.ire && window.ire.a) || [];
  var calls = (window.__impactCalls = []);
  var take = function (args) {
    var call = Array.prototype.slice.call(args);
    calls.push(call);
    if (window.console) console.log('[impact UTT stand-in] ire(' + call.map(function (a) { return JSON.stringify(a); }).join(', ') + ')');
  };
  window.ire = function () { take(arguments); };
  for (var i = 0; i < queued.length; i++) take(queued[i]);
})();
