/* Keepy-uppy: move the player under the ball and head it up; the wind changes, the ball speeds up. */
/* global window, performance */
(function () {
  'use strict';
  var G = window.VLSGame;
  var t = G.t;
  var TEXT = {
    title: { vi: 'Tâng bóng', en: 'Keepy-uppy', zh: '顛球挑戰' },
    line1: { vi: 'Phím trái phải hoặc kéo ngón tay để di chuyển.', en: 'Left and right arrows, or drag a finger, to move.', zh: '用左右方向鍵或拖曳手指移動。' },
    line2: { vi: 'Đỡ bóng bằng đầu, đừng để bóng chạm đất.', en: 'Head the ball up and never let it land.', zh: '用頭頂球，別讓球落地。' },
    wind: { vi: 'Gió', en: 'Wind', zh: '風' },
    touches: { vi: 'Số lần chạm: {n}', en: 'Touches: {n}', zh: '觸球次數：{n}' },
    seconds: { vi: 'Thời gian: {n} giây', en: 'Time: {n} s', zh: '時間：{n} 秒' },
  };
  document.title = t(TEXT.title);

  var root = document.getElementById('game');
  var canvas = G.el('canvas', 'stage');
  canvas.setAttribute('aria-hidden', 'true');
  var hud = G.el('div', 'hud');
  var scoreLabel = G.el('span');
  var windLabel = G.el('span');
  hud.appendChild(scoreLabel);
  hud.appendChild(windLabel);
  var live = G.el('p', 'sr-only');
  live.setAttribute('aria-live', 'polite');
  root.appendChild(canvas);
  root.appendChild(hud);
  root.appendChild(live);
  var ctx = canvas.getContext('2d');
  var size = G.fitCanvas(canvas, { w: 300, h: 300 });

  var keys = { left: false, right: false };
  var pointerX = null;
  var state = null;
  var last = 0;
  var game = G.setup({ title: t(TEXT.title), lines: [t(TEXT.line1), t(TEXT.line2)], begin: begin });

  function scale() {
    return Math.max(0.6, Math.min(size.h / 600, size.w / 420));
  }

  function begin() {
    var s = scale();
    state = {
      score: 0,
      startedAt: performance.now(),
      ball: { x: size.w / 2, y: 60 * s, vx: 0, vy: 0 },
      player: { x: size.w / 2 },
      wind: 0,
      windAt: performance.now(),
      running: true,
    };
    pointerX = null;
    last = performance.now();
    hudText();
  }

  function hudText() {
    scoreLabel.textContent = t(G.words.score) + ': ' + (state ? state.score : 0);
    var wind = state ? state.wind : 0;
    var arrows = wind === 0 ? '·' : (wind > 0 ? '→' : '←').repeat(Math.min(3, Math.ceil(Math.abs(wind) / 50)));
    windLabel.textContent = t(TEXT.wind) + ' ' + arrows;
  }

  function step(dt, now) {
    var s = scale();
    var b = state.ball;
    var p = state.player;
    var headR = 26 * s;
    var r = 17 * s;
    var headY = size.h - 96 * s;
    if (now - state.windAt > 4500) {
      state.wind = Math.round((Math.random() * 2 - 1) * Math.min(160, 40 + state.score * 6));
      state.windAt = now;
      hudText();
    }
    var speed = 520 * s;
    if (pointerX !== null) {
      var dx = pointerX - p.x;
      p.x += Math.max(-speed * dt * 1.6, Math.min(speed * dt * 1.6, dx));
    } else {
      if (keys.left) p.x -= speed * dt;
      if (keys.right) p.x += speed * dt;
    }
    p.x = Math.max(headR, Math.min(size.w - headR, p.x));
    var gravity = 1500 * s;
    b.vy += gravity * dt;
    b.vx += state.wind * s * dt;
    b.x += b.vx * dt;
    b.y += b.vy * dt;
    if (b.x < r) {
      b.x = r;
      b.vx = Math.abs(b.vx) * 0.8;
    }
    if (b.x > size.w - r) {
      b.x = size.w - r;
      b.vx = -Math.abs(b.vx) * 0.8;
    }
    if (b.y < r) {
      b.y = r;
      b.vy = Math.abs(b.vy) * 0.5;
    }
    var ddx = b.x - p.x;
    var ddy = b.y - headY;
    if (b.vy > 0 && ddy < 0 && ddy > -(headR + r) && Math.abs(ddx) < headR + r * 0.8) {
      var lift = Math.min(size.h * 0.9, (780 + Math.min(state.score * 10, 320)) * s);
      b.vy = -Math.sqrt(2 * gravity * Math.max(lift * 0.55, size.h * 0.35));
      b.vx = (ddx / (headR + r)) * 320 * s + b.vx * 0.3;
      b.y = headY - headR - r;
      state.score += 1;
      hudText();
      if (state.score % 5 === 0) live.textContent = t(TEXT.touches).replace('{n}', state.score);
    }
    if (b.y > size.h - 24 * s) {
      state.running = false;
      var seconds = Math.round((now - state.startedAt) / 1000);
      game.over(state.score, [t(TEXT.touches).replace('{n}', state.score), t(TEXT.seconds).replace('{n}', seconds)]);
    }
  }

  function draw() {
    var s = scale();
    var w = size.w;
    var h = size.h;
    var sky = ctx.createLinearGradient(0, 0, 0, h);
    sky.addColorStop(0, '#0a0e16');
    sky.addColorStop(0.7, '#141a26');
    sky.addColorStop(1, '#0a7f47');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h);
    // Stadium lights.
    ctx.fillStyle = 'rgba(252,197,74,0.12)';
    for (var i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.arc((w * (i + 0.5)) / 4, 20 * s, 60 * s, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#0a7f47';
    ctx.fillRect(0, h - 24 * s, w, 24 * s);
    if (!state) return;
    var p = state.player;
    var headR = 26 * s;
    var headY = size.h - 96 * s;
    // Player: shirt, head.
    ctx.fillStyle = '#17cc74';
    ctx.fillRect(p.x - 24 * s, headY + headR - 4 * s, 48 * s, 52 * s);
    ctx.fillStyle = '#e7ecf4';
    ctx.font = 'bold ' + Math.round(20 * s) + 'px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText('10', p.x, headY + headR + 28 * s);
    ctx.fillStyle = '#f1c9a5';
    ctx.beginPath();
    ctx.arc(p.x, headY, headR, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#0a0e16';
    ctx.beginPath();
    ctx.arc(p.x, headY - headR * 0.35, headR * 0.95, Math.PI, 0);
    ctx.fill();
    var b = state.ball;
    var r = 17 * s;
    ctx.fillStyle = 'rgba(0,0,0,0.3)';
    ctx.beginPath();
    ctx.ellipse(b.x, h - 20 * s, r, r * 0.3, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(b.x, b.y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#0a0e16';
    ctx.beginPath();
    ctx.arc(b.x, b.y, r * 0.38, 0, Math.PI * 2);
    ctx.fill();
  }

  function frame(now) {
    var dt = Math.min(0.032, (now - last) / 1000);
    last = now;
    if (state && state.running) step(dt, now);
    draw();
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);

  window.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowLeft') keys.left = true;
    else if (event.key === 'ArrowRight') keys.right = true;
    else return;
    pointerX = null;
    event.preventDefault();
  });
  window.addEventListener('keyup', function (event) {
    if (event.key === 'ArrowLeft') keys.left = false;
    if (event.key === 'ArrowRight') keys.right = false;
  });
  function point(event) {
    var rect = canvas.getBoundingClientRect();
    pointerX = event.clientX - rect.left;
  }
  canvas.addEventListener('pointerdown', point);
  canvas.addEventListener('pointermove', function (event) {
    if (event.pointerType === 'mouse' || event.buttons) point(event);
  });
  hudText();
})();
