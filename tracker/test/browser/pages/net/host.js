// The "host": exercises XHR, fetch and JSONP the way booking sites do and records everything a page can see
// into window.__transcript. net-conformance.spec.ts runs it with and without the observers and compares.
// Things the host could see only by looking for the wrapper itself go to window.__tells instead (documented).
(function () {
  'use strict';
  var T = (window.__transcript = {});
  var tells = (window.__tells = {});
  var params = new URLSearchParams(location.search);
  var CLOSED = 'http://127.0.0.1:' + params.get('closed') + '/net/api/json';
  var OTHER = params.get('other'); // the same server under another origin
  var sleep = function (ms) {
    return new Promise(function (r) {
      setTimeout(r, ms);
    });
  };
  var strip = function (s) {
    return typeof s === 'string' ? s.split(location.origin).join('') : s;
  };

  function errInfo(e) {
    if (!e || typeof e !== 'object') return { value: String(e) };
    return { tag: e.__tag || null, ctor: e.constructor && e.constructor.name, name: e.name, message: strip(e.message), code: e.code, isDomException: e instanceof DOMException, isTypeError: e instanceof TypeError };
  }
  function fnInfo(f) {
    return { type: typeof f, name: f.name, length: f.length, str: String(f), toString: f.toString(), hasPrototype: 'prototype' in f, keys: Object.keys(f) };
  }
  function descInfo(o, k) {
    var d = Object.getOwnPropertyDescriptor(o, k);
    return d && { writable: d.writable, enumerable: d.enumerable, configurable: d.configurable, isValue: 'value' in d };
  }
  function sum(bytes) {
    var s = 0;
    for (var i = 0; i < bytes.length; i++) s = (s * 31 + bytes[i]) >>> 0;
    return s;
  }
  function short(s) {
    return s.length > 400 ? { length: s.length, head: s.slice(0, 40), hash: sum(new TextEncoder().encode(s)) } : s;
  }
  async function desc(v) {
    if (v === null || v === undefined) return String(v);
    if (typeof v === 'string') return { string: short(v) };
    if (v instanceof ArrayBuffer) return { arrayBuffer: v.byteLength, sum: sum(new Uint8Array(v)) };
    if (v instanceof Blob) return { blob: v.size, type: v.type, text: short(await v.text()) };
    if (v instanceof Document) return { document: v.documentElement && v.documentElement.outerHTML, contentType: v.contentType, title: v.title };
    return { json: short(JSON.stringify(v)), plainObject: Object.getPrototypeOf(v) === Object.prototype };
  }

  // Window-level signals: uncaught errors and unhandled rejections, tagged so identity can be compared.
  var errors = [];
  var rejections = [];
  window.addEventListener('error', function (e) {
    errors.push({ message: strip(e.message), file: strip(e.filename), line: e.lineno, col: e.colno, error: errInfo(e.error) });
    if (e.error && e.error.__tag) e.preventDefault();
  });
  window.addEventListener('unhandledrejection', function (e) {
    rejections.push({ promise: e.promise.__tag || 'untagged', reason: errInfo(e.reason) });
    e.preventDefault();
  });
  window.addEventListener('rejectionhandled', function (e) {
    rejections.push({ handledLater: e.promise.__tag || 'untagged' });
  });

  // ---------------------------------------------------------------- XHR
  var TYPES = ['readystatechange', 'loadstart', 'progress', 'load', 'loadend', 'error', 'abort', 'timeout'];

  function xhrRun(o) {
    return new Promise(function (resolve) {
      var x = new XMLHttpRequest();
      var ev = [];
      var phase = {};
      // LOADING readystatechange and progress repeat once per network chunk, and Chromium throttles progress
      // (a last one may fire at DONE): neither is deterministic, so keep the first of each within a run of them
      // and leave the readyState out of progress entries.
      var push = function (s) {
        s = s.replace(/(progress):\d/, '$1');
        if (/readystatechange:3|progress/.test(s)) {
          if (phase[s]) return;
          phase[s] = 1;
        } else phase = {};
        ev.push(s);
      };
      var extra = function (t, e) {
        return t === 'load' || t === 'loadend' ? ':' + e.lengthComputable + ':' + e.loaded + '/' + e.total : '';
      };
      var done = false;
      var finish = function () {
        if (done) return;
        done = true;
        setTimeout(function () {
          describeXhr(x, ev).then(resolve);
        }, 20);
      };
      TYPES.forEach(function (t) {
        x['on' + t] = function (e) {
          push('on:' + t + ':' + x.readyState + extra(t, e));
          if (t === 'loadend') finish();
        };
        x.addEventListener(t, function () {
          push('ael-before-open:' + t + ':' + x.readyState);
        });
      });
      try {
        x.open(o.method || 'GET', o.url, o.async !== false);
      } catch (e) {
        return resolve({ events: ev, openError: errInfo(e) });
      }
      TYPES.forEach(function (t) {
        x.addEventListener(t, function () {
          push('ael-after-open:' + t + ':' + x.readyState);
        });
      });
      if (o.responseType != null)
        try {
          x.responseType = o.responseType;
        } catch (e) {
          ev.push('responseType-error:' + e.name);
        }
      if (o.timeout) x.timeout = o.timeout;
      if (o.header) x.setRequestHeader('X-Host-Header', o.header);
      if (o.upload)
        ['loadstart', 'progress', 'load', 'loadend', 'error', 'abort', 'timeout'].forEach(function (t) {
          x.upload['on' + t] = function (e) {
            push('upload:' + t + extra(t, e));
          };
        });
      try {
        x.send(o.body === undefined ? null : o.body);
      } catch (e) {
        ev.push('send-error:' + e.name + ':' + strip(e.message));
        finish();
      }
      ev.push('after-send:' + x.readyState + ':' + x.status);
      TYPES.forEach(function (t) {
        x.addEventListener(t, function () {
          push('ael-after-send:' + t + ':' + x.readyState);
        });
      });
      if (o.abortAfter != null)
        setTimeout(function () {
          x.abort();
          ev.push('after-abort:' + x.readyState + ':' + x.status);
        }, o.abortAfter);
      if (o.async === false) finish();
    });
  }

  async function describeXhr(x, ev) {
    var r = { events: ev, readyState: x.readyState, status: x.status, statusText: x.statusText, responseURL: strip(x.responseURL), responseType: x.responseType, headers: x.getAllResponseHeaders(), contentType: x.getResponseHeader('content-type') };
    try {
      r.response = await desc(x.response);
      r.sameResponseObject = x.response === x.response;
    } catch (e) {
      r.response = errInfo(e);
    }
    try {
      r.responseText = short(x.responseText);
    } catch (e) {
      r.responseText = errInfo(e);
    }
    try {
      r.responseXML = x.responseXML ? x.responseXML.documentElement.outerHTML : String(x.responseXML);
    } catch (e) {
      r.responseXML = errInfo(e);
    }
    return r;
  }

  async function xhrScenarios() {
    var types = {};
    for (var rt of ['', 'text', 'json', 'arraybuffer', 'blob', 'document']) types[rt || 'default'] = await xhrRun({ url: '/net/api/json?n=rt-' + rt, responseType: rt });
    T.xhrResponseTypes = types;
    T.xhrDocumentHtml = await xhrRun({ url: '/net/api/html', responseType: 'document' });
    T.xhrXml = await xhrRun({ url: '/net/api/xml' });
    T.xhrJsonInvalid = await xhrRun({ url: '/net/api/text?n=notjson', responseType: 'json' });
    T.xhrText = await xhrRun({ url: '/net/api/text?n=xhr-text', header: 'h1' });
    T.xhrBinaryAsText = await xhrRun({ url: '/net/api/bin' });
    T.xhrBig = await xhrRun({ url: '/net/api/big' });
    T.xhrStream = await xhrRun({ url: '/net/api/stream' });
    T.xhr500 = await xhrRun({ url: '/net/api/status500' });
    T.xhr204 = await xhrRun({ url: '/net/api/empty' });
    T.xhrRedirect = await xhrRun({ url: '/net/api/redirect' });
    T.xhrHead = await xhrRun({ method: 'HEAD', url: '/net/api/json?n=head' });
    T.xhrRelative = await xhrRun({ url: 'api/json?n=relative' });
    T.xhrSync = await xhrRun({ url: '/net/api/json?n=sync', async: false });
    T.xhrSyncPost = await xhrRun({ method: 'POST', url: '/net/api/echo?n=sync-post', async: false, body: 'action=sync_post' });
    T.xhrSyncResponseType = await xhrRun({ url: '/net/api/json?n=sync-rt', async: false, responseType: 'json' });
    T.xhrAbort = await xhrRun({ url: '/net/api/slow?ms=1500&n=abort', abortAfter: 50 });
    T.xhrTimeout = await xhrRun({ url: '/net/api/slow?ms=1500&n=timeout', timeout: 100 });
    T.xhrClosedPort = await xhrRun({ url: CLOSED });
    T.xhrUpload = await xhrRun({ method: 'POST', url: '/net/api/echo?n=upload', body: 'u'.repeat(300000), upload: true, responseType: 'json' });

    var fd = new FormData();
    fd.append('action', 'homey_calculate_booking_cost');
    fd.append('guests', '2');
    fd.append('file', new Blob(['file-content'], { type: 'text/plain' }), 'notes.txt');
    var bodies = {
      string: 'ws=DailyAvailability&lang=en',
      formData: fd,
      urlSearchParams: new URLSearchParams({ action: 'listing_price', arrive: '2026-02-14' }),
      blob: new Blob(['blob-body'], { type: 'application/json' }),
      arrayBuffer: new Uint8Array([104, 105]).buffer,
      document: new DOMParser().parseFromString('<q><total>1</total></q>', 'application/xml'),
    };
    T.xhrBodies = {};
    for (var k in bodies) T.xhrBodies[k] = await xhrRun({ method: 'POST', url: '/net/api/echo?n=xhr-' + k, body: bodies[k], responseType: 'json' });

    // misuse: the host must get the very same exceptions
    var misuse = {};
    var x = new XMLHttpRequest();
    var attempt = function (name, fn) {
      try {
        misuse[name] = { ok: fn() };
      } catch (e) {
        misuse[name] = errInfo(e);
      }
    };
    attempt('sendBeforeOpen', function () {
      return x.send();
    });
    attempt('headerBeforeOpen', function () {
      return x.setRequestHeader('a', 'b');
    });
    attempt('badMethod', function () {
      return x.open('GE T', '/net/api/json');
    });
    attempt('badUrl', function () {
      return x.open('GET', 'http://[::1');
    });
    attempt('forbiddenMethod', function () {
      return x.open('TRACE', '/net/api/json');
    });
    attempt('openOneArgument', function () {
      return new XMLHttpRequest().open('GET');
    });
    attempt('openAsyncUndefined', function () {
      var y = new XMLHttpRequest();
      y.open('GET', '/net/api/json?n=async-undefined', undefined); // WebIDL: undefined is false, so sync
      y.send();
      return y.readyState + ':' + y.status;
    });
    attempt('openOnNonXhr', function () {
      return XMLHttpRequest.prototype.open.call({}, 'GET', '/');
    });
    attempt('sendOnNonXhr', function () {
      return XMLHttpRequest.prototype.send.call({});
    });
    attempt('newOpen', function () {
      return new XMLHttpRequest.prototype.open('GET', '/');
    });
    attempt('sendTwice', function () {
      var y = new XMLHttpRequest();
      y.open('GET', '/net/api/json?n=twice');
      y.send();
      y.send();
    });
    T.xhrMisuse = misuse;

    // one object used twice, the second request opened from the first one's load handler
    T.xhrReuse = await new Promise(function (resolve) {
      var y = new XMLHttpRequest();
      var ev = [];
      var round = 1;
      y.onreadystatechange = function () {
        ev.push('rsc:' + round + ':' + y.readyState + ':' + y.status);
      };
      y.onload = function () {
        ev.push('load:' + round + ':' + y.responseText);
        if (round === 1) {
          round = 2;
          y.open('GET', '/net/api/json?n=reuse-2');
          y.send();
        }
      };
      y.onloadend = function () {
        ev.push('loadend:' + round + ':' + y.readyState);
        if (round === 2 && y.readyState === 4) resolve(ev);
      };
      y.open('GET', '/net/api/json?n=reuse-1');
      y.send();
      setTimeout(function () {
        resolve(ev.concat('timeout'));
      }, 3000);
    });

    // a jQuery call: ajaxComplete on top of the XHR; the handlers' return values are what jQuery would act on
    T.jquery = await window.jQuery.ajax({ url: '/net/api/json?n=jq', type: 'POST', data: 'action=homey_calculate_booking_cost&check_in=2026-02-14' });
  }

  // ---------------------------------------------------------------- fetch
  async function resInfo(r) {
    var h = [];
    r.headers.forEach(function (v, k) {
      h.push(k + ': ' + v);
    });
    return { isResponse: r instanceof Response, status: r.status, statusText: r.statusText, ok: r.ok, type: r.type, redirected: r.redirected, url: strip(r.url), headers: h, bodyUsed: r.bodyUsed, bodyIsStream: r.body instanceof ReadableStream };
  }
  async function fetchRun(input, init, read) {
    var p;
    var out = {};
    try {
      p = init === undefined ? fetch(input) : fetch(input, init);
    } catch (e) {
      return { syncThrow: errInfo(e) };
    }
    out.isPromise = p instanceof Promise;
    out.protoIsPromise = Object.getPrototypeOf(p) === Promise.prototype;
    try {
      var r = await p;
      out.response = await resInfo(r);
      out.body = read === 'none' ? 'unread' : await readBody(r, read || 'text');
      out.bodyUsedAfter = r.bodyUsed;
    } catch (e) {
      out.rejected = errInfo(e);
    }
    return out;
  }
  async function readBody(r, how) {
    try {
      if (how === 'json') return { json: await r.json() };
      if (how === 'arrayBuffer') return desc(await r.arrayBuffer());
      if (how === 'blob') return desc(await r.blob());
      return { text: short(await r.text()) };
    } catch (e) {
      return { readError: errInfo(e) };
    }
  }

  async function fetchScenarios() {
    T.fetchJson = await fetchRun('/net/api/json?n=f1', undefined, 'json');
    T.fetchText = await fetchRun('/net/api/text?n=f2');
    T.fetchUrlObject = await fetchRun(new URL('/net/api/json?n=url-object', location.href));
    T.fetchRelative = await fetchRun('api/json?n=f-relative', { headers: { 'X-Host-Header': 'rel' } }, 'json');
    T.fetchBinary = await fetchRun('/net/api/bin', undefined, 'arrayBuffer');
    T.fetchBlob = await fetchRun('/net/api/json?n=as-blob', undefined, 'blob');
    T.fetchBig = await fetchRun('/net/api/big');
    T.fetch500 = await fetchRun('/net/api/status500', undefined, 'json');
    T.fetch204 = await fetchRun('/net/api/empty');
    T.fetchRedirect = await fetchRun('/net/api/redirect', undefined, 'json');
    T.fetchHead = await fetchRun('/net/api/json?n=head', { method: 'HEAD' });
    T.fetchNoCors = OTHER ? await fetchRun(OTHER + '/net/api/json?n=no-cors', { mode: 'no-cors' }) : 'skipped';
    T.fetchCors = OTHER ? await fetchRun(OTHER + '/net/api/json?n=cors', undefined, 'json') : 'skipped';
    T.fetchNotRead = await fetchRun('/net/api/json?n=never-read', undefined, 'none');

    // Request objects
    T.fetchRequestGet = await fetchRun(new Request('/net/api/json?n=req-get', { headers: { 'X-Host-Header': 'req' } }), undefined, 'json');
    var req = new Request('/net/api/echo?n=req-post', { method: 'POST', body: 'a=1&b=2', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    T.fetchRequestPost = await fetchRun(req, undefined, 'json');
    T.fetchRequestPost.requestBodyUsed = req.bodyUsed;
    try {
      await req.text();
      T.fetchRequestPost.reread = 'ok';
    } catch (e) {
      T.fetchRequestPost.reread = errInfo(e);
    }
    try {
      req.clone();
      T.fetchRequestPost.clone = 'ok';
    } catch (e) {
      T.fetchRequestPost.clone = errInfo(e);
    }
    var reqJson = new Request('/net/api/echo?n=req-json', { method: 'POST', body: JSON.stringify({ ws: 'Lodging', id: 7 }), headers: { 'Content-Type': 'application/json' } });
    T.fetchRequestJson = await fetchRun(reqJson, undefined, 'json');
    T.fetchRequestJson.requestBodyUsed = reqJson.bodyUsed;
    T.fetchRequestOverride = await fetchRun(new Request('/net/api/echo?n=req-override', { method: 'POST', body: 'first' }), { method: 'PUT', body: 'override=1' }, 'json');
    T.fetchRequestBlob = await fetchRun(new Request('/net/api/echo?n=req-blob', { method: 'POST', body: new Blob(['blobby'], { type: 'text/plain' }) }), undefined, 'json');
    var fdReq = new FormData();
    fdReq.append('action', 'quote_listing');
    T.fetchRequestFormData = await fetchRun(new Request('/net/api/echo?n=req-formdata', { method: 'POST', body: fdReq }), undefined, 'json');
    var streamReq;
    try {
      streamReq = new Request('/net/api/echo?n=req-stream', { method: 'POST', body: stream(['s1', 's2']), duplex: 'half' });
      T.fetchRequestStream = await fetchRun(streamReq, undefined, 'json');
      T.fetchRequestStream.requestBodyUsed = streamReq.bodyUsed;
    } catch (e) {
      T.fetchRequestStream = { construct: errInfo(e) };
    }
    var used = new Request('/net/api/echo?n=req-used', { method: 'POST', body: 'x=1' });
    await used.text();
    T.fetchRequestUsed = await fetchRun(used);

    // init bodies
    var fd = new FormData();
    fd.append('action', 'homey_half_map');
    fd.append('file', new Blob(['file-content'], { type: 'text/plain' }), 'notes.txt');
    var bodies = {
      string: function () {
        return 'ws=DailyRates&lang=en';
      },
      json: function () {
        return JSON.stringify({ ws: 'Lodging' });
      },
      urlSearchParams: function () {
        return new URLSearchParams({ action: 'getSearchResultsAJAX', page: '2' });
      },
      formData: function () {
        return fd;
      },
      blob: function () {
        return new Blob(['blob-body'], { type: 'application/octet-stream' });
      },
      arrayBuffer: function () {
        return new Uint8Array([1, 2, 3]).buffer;
      },
      uint8Array: function () {
        return new Uint8Array([4, 5, 6]);
      },
      stream: function () {
        return stream(['chunk-a', 'chunk-b']);
      },
    };
    T.fetchBodies = {};
    for (var k in bodies) {
      var init = { method: 'POST', body: bodies[k]() };
      if (k === 'stream') init.duplex = 'half';
      if (k === 'json') init.headers = { 'Content-Type': 'application/json' };
      T.fetchBodies[k] = await fetchRun('/net/api/echo?n=body-' + k, init, 'json');
    }

    // a streamed answer read by the host with getReader: chunks arrive as they come, not after the whole body
    // (the server sends the second chunk only once the host has read the first and says so)
    T.fetchStream = await (async function () {
      var r = await fetch('/net/api/stream?hold=first-chunk');
      var reader = r.body.getReader();
      var dec = new TextDecoder();
      var text = '';
      var first = null;
      for (;;) {
        var c = await reader.read();
        if (c.done) break;
        text += dec.decode(c.value, { stream: true });
        if (first === null) {
          first = text;
          await fetch('/net/api/release-stream?hold=first-chunk');
        }
      }
      return { text: text, firstChunkEarly: first === 'chunk-1;', bodyUsed: r.bodyUsed, locked: r.body.locked };
    })();
    T.fetchStreamTee = await (async function () {
      var r = await fetch('/net/api/stream');
      var c = r.clone();
      return { a: await r.text(), b: await c.text() };
    })();

    // rejections
    T.fetchNoArguments = await (async function () {
      try {
        return { returned: errInfo(await fetch().catch(function (e) { return e; })) };
      } catch (e) {
        return { syncThrow: errInfo(e) };
      }
    })();
    T.fetchClosedPort = await fetchRun(CLOSED);
    T.fetchBadUrl = await fetchRun('http://[::1');
    T.fetchBadMethod = await fetchRun('/net/api/json', { method: 'GE T' });
    T.fetchGetWithBody = await fetchRun('/net/api/json', { method: 'GET', body: 'x' });
    T.fetchIllegalThis = await (async function () {
      try {
        var p = fetch.call({}, '/net/api/json?n=illegal');
        return { returned: errInfo(await p.catch(function (e) { return e; })) };
      } catch (e) {
        return { syncThrow: errInfo(e) };
      }
    })();
    T.fetchUnboundThis = await (async function () {
      var f = window.fetch;
      var r = await f('/net/api/json?n=unbound');
      return r.status;
    })();
    var ac = new AbortController();
    setTimeout(function () {
      ac.abort();
    }, 50);
    T.fetchAbort = await fetchRun('/net/api/slow?ms=1500&n=f-abort', { signal: ac.signal });
    var ac2 = new AbortController();
    var reason = new Error('host reason');
    reason.__tag = 'host-reason';
    setTimeout(function () {
      ac2.abort(reason);
    }, 50);
    T.fetchAbortReason = await fetchRun('/net/api/slow?ms=1500&n=f-abort-reason', { signal: ac2.signal });
    T.fetchPreAborted = await fetchRun('/net/api/json?n=pre-aborted', { signal: AbortSignal.abort() });
    T.fetchTimeoutSignal = await fetchRun('/net/api/slow?ms=1500&n=f-timeout', { signal: AbortSignal.timeout(50) });
    T.fetchAbortMidBody = await (async function () {
      var c = new AbortController();
      var r = await fetch('/net/api/stream?n=mid-body', { signal: c.signal });
      var reader = r.body.getReader();
      var first = await reader.read();
      c.abort();
      try {
        await reader.read();
        return { first: new TextDecoder().decode(first.value), second: 'resolved' };
      } catch (e) {
        return { first: new TextDecoder().decode(first.value), second: errInfo(e) };
      }
    })();

    // an unhandled rejection must reach the host's unhandledrejection listener for the promise the host holds
    var pU = fetch(CLOSED + '?n=unhandled');
    pU.__tag = 'unhandled-fetch';
    var pH = fetch(CLOSED + '?n=handled');
    pH.__tag = 'handled-fetch';
    pH.catch(function () {});
    await sleep(400);
    pU.catch(function () {}); // handled late: a rejectionhandled event follows
    await sleep(50);
    T.rejections = rejections.slice();
  }

  function stream(parts) {
    var enc = new TextEncoder();
    return new ReadableStream({
      start: function (c) {
        parts.forEach(function (p) {
          c.enqueue(enc.encode(p));
        });
        c.close();
      },
    });
  }

  // ---------------------------------------------------------------- JSONP
  function loadScript(src, before) {
    return new Promise(function (resolve) {
      var s = document.createElement('script');
      s.src = src;
      s.onload = function () {
        resolve('load');
      };
      s.onerror = function () {
        resolve('error');
      };
      document.head.appendChild(s);
      if (before) before();
    });
  }

  async function jsonpScenarios() {
    var J = (T.jsonp = {});
    var ret = { hostReturn: true };
    var seen = [];
    var host = function (data, extra) {
      seen.push({ thisIsUndefined: this === undefined, args: arguments.length, data: JSON.stringify(data), extra: extra });
      data.mutatedByHost = true;
      return ret;
    };
    window.jsonp_quote = host;
    J.quote = { load: await loadScript('/net/api/jsonp?callback=jsonp_quote&n=1'), seen: seen, returnReachedScript: window.__jsonpRet === ret, stillAFunction: typeof window.jsonp_quote, name: window.jsonp_quote.name, length: window.jsonp_quote.length, str: String(window.jsonp_quote) };
    tells.jsonpIdentity = window.jsonp_quote === host;
    // the same callback again (widgets reuse theirs)
    J.quoteAgain = { load: await loadScript('/net/api/jsonp?callback=jsonp_quote&n=2'), seen: seen.length };

    // defined right after the tag is inserted, as jQuery's jsonp does, and removed after use
    var lateSeen = [];
    J.late = {
      load: await loadScript('/net/api/jsonp?callback=jsonp_late_123&n=3', function () {
        window.jsonp_late_123 = function (d) {
          lateSeen.push(d.n);
          return 'late-ret';
        };
      }),
    };
    J.late.seen = lateSeen;
    J.late.ret = window.__jsonpRet;
    delete window.jsonp_late_123;
    J.late.afterDelete = 'jsonp_late_123' in window;

    // the host's callback throws: caught by the script, then uncaught (a window error event)
    var boom = new Error('host callback failed');
    boom.__tag = 'host-boom';
    window.jsonp_throws = function () {
      throw boom;
    };
    J.throwsCaught = { load: await loadScript('/net/api/jsonp?callback=jsonp_throws&n=4&mode=try'), caughtIsHostError: window.__jsonpCaught === boom };
    var before = errors.length;
    J.throwsUncaught = { load: await loadScript('/net/api/jsonp?callback=jsonp_throws&n=5&mode=throw') };
    J.throwsUncaught.windowErrors = errors.slice(before);

    // a callback nobody watches stays exactly the host's
    var other = function (d) {
      return d.n;
    };
    window.other_cb = other;
    J.unwatched = { load: await loadScript('/net/api/jsonp?callback=other_cb&n=6'), same: window.other_cb === other, ret: window.__jsonpRet };
    J.notDefinedYet = 'jsonp_never' in window;
  }

  // ---------------------------------------------------------------- identity
  function identity() {
    var P = XMLHttpRequest.prototype;
    var x = new XMLHttpRequest();
    var I = {
      fetch: fnInfo(window.fetch),
      open: fnInfo(P.open),
      send: fnInfo(P.send),
      setRequestHeader: fnInfo(P.setRequestHeader),
      fetchDescriptor: descInfo(window, 'fetch'),
      openDescriptor: descInfo(P, 'open'),
      sendDescriptor: descInfo(P, 'send'),
      protoKeys: Object.keys(P),
      protoNames: Object.getOwnPropertyNames(P),
      instanceKeys: Object.keys(x),
      instanceNames: Object.getOwnPropertyNames(x),
      instanceOf: x instanceof XMLHttpRequest && x instanceof XMLHttpRequestEventTarget && x instanceof EventTarget,
      constants: [XMLHttpRequest.UNSENT, XMLHttpRequest.OPENED, XMLHttpRequest.HEADERS_RECEIVED, XMLHttpRequest.LOADING, XMLHttpRequest.DONE, x.DONE],
      ctor: String(XMLHttpRequest) + ' ' + XMLHttpRequest.name + ' ' + XMLHttpRequest.length,
      windowKeys: Object.keys(window).filter(function (k) {
        return k === 'fetch' || k === 'XMLHttpRequest';
      }),
    };
    try {
      new window.fetch('/net/api/json');
      I.newFetch = 'constructed';
    } catch (e) {
      I.newFetch = errInfo(e);
    }
    tells.fetchSource = Function.prototype.toString.call(window.fetch);
    tells.openSource = Function.prototype.toString.call(P.open);
    tells.fetchOwnKeys = Reflect.ownKeys(window.fetch).map(String);
    tells.openOwnKeys = Reflect.ownKeys(P.open).map(String);
    tells.fetchToStringIsInherited = window.fetch.toString === Function.prototype.toString;
    return I;
  }

  // ---------------------------------------------------------------- run
  T.identityAtStart = identity();
  // early calls, made while the page is still parsing (before load)
  var early = Promise.all([
    fetch('/net/api/json?n=early-fetch').then(function (r) {
      return r.json();
    }),
    xhrRun({ url: '/net/api/json?n=early-xhr' }),
  ]);

  window.addEventListener('load', async function () {
    try {
      T.early = await early;
      document.dispatchEvent(new Event('early-done'));
      await xhrScenarios();
      await fetchScenarios();
      await jsonpScenarios();
      T.identityAtEnd = identity();
      T.errors = errors;
    } catch (e) {
      T.fatal = errInfo(e);
      T.fatalStack = String(e && e.stack);
    }
    window.__hostDone = true;
  });
})();
