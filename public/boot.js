/*
 * Boots the SPA after the page's first paint, on pages whose HTML carries their own first paint
 * (the server's static frame, src/app/static-frame.tsx): the browser draws the page's words from
 * the HTML and the stylesheet alone, then fetches the app. When the frame holds the page's largest
 * picture (a banner, a video's poster: the image it fetches first), the app waits for that picture
 * to be drawn too, so the app's files do not share the line with it. The server lists the entry
 * script and the links to add (module preloads, message files) on this script's data attributes
 * (server/src/pages/boot.ts).
 */
(function () {
  var me = document.currentScript;
  if (!me) return;
  var entry = me.getAttribute('data-entry');
  var links = [];
  try {
    links = JSON.parse(me.getAttribute('data-links') || '[]');
  } catch {
    links = [];
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < links.length; i++) {
      var link = document.createElement('link');
      link.rel = links[i].rel;
      link.href = links[i].href;
      if (links[i].as) link.as = links[i].as;
      link.crossOrigin = '';
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next paint; a tab opened in the background (no frames) starts on the timer.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 200);
  }
  var picture = document.querySelector('#static-frame img[fetchpriority="high"]');
  if (!picture || picture.complete) {
    afterPaint();
    return;
  }
  picture.addEventListener('load', afterPaint);
  picture.addEventListener('error', afterPaint);
  // A picture that is slow to come does not hold the app for long.
  setTimeout(start, 1500);
})();
