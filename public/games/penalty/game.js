/* Penalty shoot-out: five kicks, aim at one of six parts of the goal, stop the power bar, beat the keeper. */
/* global window, performance */
(function () {
  'use strict';
  var G = window.VLSGame;
  var t = G.t;
  var TEXT = {
    title: { vi: 'Sút phạt đền', en: 'Penalty shoot-out', zh: '點球大戰' },
    line1: { vi: 'Phím mũi tên hoặc chạm khung thành để ngắm.', en: 'Arrow keys or a tap on the goal to aim.', zh: '方向鍵或點擊球門瞄準。' },
    line2: { vi: 'Phím cách hoặc nút Sút để chốt lực.', en: 'Space or the Shoot button sets the power.', zh: '空白鍵或「射門」按鈕決定力量。' },
    shoot: { vi: 'Sút', en: 'Shoot', zh: '射門' },
    power: { vi: 'Lực', en: 'Power', zh: '力量' },
    kick: { vi: 'Quả', en: 'Kick', zh: '第' },
    goal: { vi: 'VÀO!', en: 'GOAL!', zh: '進球！' },
    corner: { vi: 'VÀO! Góc chết +50', en: 'GOAL! Top corner +50', zh: '進球！死角 +50' },
    saved: { vi: 'Thủ môn cản phá!', en: 'Saved!', zh: '被撲出！' },
    over: { vi: 'Vọt xà!', en: 'Over the bar!', zh: '高出橫樑！' },
    weak: { vi: 'Sút quá yếu!', en: 'Too weak!', zh: '力量太弱！' },
    goals: { vi: 'Bàn thắng: {n}/5', en: 'Goals: {n}/5', zh: '進球：{n}/5' },
    aimAt: { vi: 'Ngắm: {where}', en: 'Aiming: {where}', zh: '瞄準：{where}' },
  };
  var PLACES = {
    vi: [['góc trên trái', 'giữa trên', 'góc trên phải'], ['góc dưới trái', 'giữa dưới', 'góc dưới phải']],
    en: [['top left', 'top centre', 'top right'], ['bottom left', 'bottom centre', 'bottom right']],
    zh: [['左上角', '中上', '右上角'], ['左下角', '中下', '右下角']],
  };
  var KICKS = 5;
  document.title = t(TEXT.title);

  var root = document.getElementById('game');
  var canvas = G.el('canvas', 'stage');
  canvas.setAttribute('aria-hidden', 'true');
  var hud = G.el('div', 'hud');
  var kickLabel = G.el('span');
  var scoreLabel = G.el('span');
  hud.appendChild(kickLabel);
  hud.appendChild(scoreLabel);
  var bar = G.el('div', 'controls');
  var meter = G.el('div', 'meter');
  meter.setAttribute('role', 'meter');
  meter.setAttribute('aria-label', t(TEXT.power));
  meter.setAttribute('aria-valuemin', '0');
  meter.setAttribute('aria-valuemax', '100');
  var fill = G.el('div', 'meter-fill');
  meter.appendChild(fill);
  var shootButton = G.el('button', 'btn', t(TEXT.shoot));
  shootButton.type = 'button';
  var live = G.el('p', 'sr-only');
  live.setAttribute('aria-live', 'polite');
  bar.appendChild(meter);
  bar.appendChild(shootButton);
  root.appendChild(canvas);
  root.appendChild(hud);
  root.appendChild(bar);
  root.appendChild(live);

  var ctx = canvas.getContext('2d');
  var size = G.fitCanvas(canvas, { w: 300, h: 300 });

  var state = null;
  var game = G.setup({ title: t(TEXT.title), lines: [t(TEXT.line1), t(TEXT.line2)], begin: begin });

  function begin() {
    state = { kick: 0, score: 0, goals: 0, aim: { col: 1, row: 1 }, phase: 'aim', phaseAt: performance.now(), power: 0, keeper: null, message: '' };
    updateHud();
    announceAim();
  }

  function goalBox() {
    var gw = Math.min(size.w * 0.86, 560);
    var gh = gw * 0.38;
    var x = (size.w - gw) / 2;
    var y = Math.max(44, size.h * 0.14);
    return { x: x, y: y, w: gw, h: gh };
  }

  function zoneCentre(col, row) {
    var g = goalBox();
    return { x: g.x + (col + 0.5) * (g.w / 3), y: g.y + (row + 0.5) * (g.h / 2) };
  }

  function updateHud() {
    kickLabel.textContent = t(TEXT.kick) + ' ' + Math.min(state.kick + 1, KICKS) + '/' + KICKS;
    scoreLabel.textContent = t(G.words.score) + ': ' + state.score;
  }

  function announceAim() {
    live.textContent = t(TEXT.aimAt).replace('{where}', (PLACES[G.lang] || PLACES.vi)[state.aim.row][state.aim.col]);
  }

  function moveAim(dc, dr) {
    if (!state || state.phase !== 'aim') return;
    state.aim.col = Math.max(0, Math.min(2, state.aim.col + dc));
    state.aim.row = Math.max(0, Math.min(1, state.aim.row + dr));
    announceAim();
  }

  function shoot() {
    if (!state || state.phase !== 'aim') return;
    var power = state.power;
    var keeper = { col: Math.floor(Math.random() * 3), row: Math.random() < 0.5 ? 0 : 1 };
    var outcome;
    if (power > 0.92) outcome = 'over';
    else if (power < 0.18) outcome = 'weak';
    else if (keeper.col === state.aim.col) outcome = 'saved';
    else outcome = state.aim.row === 0 && state.aim.col !== 1 ? 'corner' : 'goal';
    state.keeper = keeper;
    state.outcome = outcome;
    state.shotPower = power;
    state.phase = 'flight';
    state.phaseAt = performance.now();
  }

  function settle() {
    var outcome = state.outcome;
    if (outcome === 'goal' || outcome === 'corner') {
      state.goals += 1;
      state.score += outcome === 'corner' ? 150 : 100;
    }
    state.message = t(TEXT[outcome]);
    live.textContent = state.message;
    state.phase = 'result';
    state.phaseAt = performance.now();
    updateHud();
  }

  function nextKick() {
    state.kick += 1;
    if (state.kick >= KICKS) {
      state.phase = 'done';
      var finalScore = state.score;
      var goals = state.goals;
      setTimeout(function () {
        game.over(finalScore, [t(TEXT.goals).replace('{n}', goals)]);
      }, 50);
      return;
    }
    state.phase = 'aim';
    state.keeper = null;
    state.phaseAt = performance.now();
    updateHud();
  }

  function lerp(a, b, k) {
    return a + (b - a) * k;
  }

  function drawKeeper(x, y, g, tilt) {
    var bodyH = g.h * 0.62;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(tilt);
    ctx.fillStyle = '#fcc54a';
    ctx.fillRect(-g.w * 0.035, -bodyH, g.w * 0.07, bodyH * 0.62);
    ctx.fillStyle = '#0a0e16';
    ctx.fillRect(-g.w * 0.03, -bodyH * 0.38, g.w * 0.06, bodyH * 0.38);
    ctx.fillStyle = '#f1c9a5';
    ctx.beginPath();
    ctx.arc(0, -bodyH - g.w * 0.025, g.w * 0.028, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#fcc54a';
    ctx.lineWidth = g.w * 0.018;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(-g.w * 0.03, -bodyH * 0.9);
    ctx.lineTo(-g.w * 0.09, -bodyH * 1.15);
    ctx.moveTo(g.w * 0.03, -bodyH * 0.9);
    ctx.lineTo(g.w * 0.09, -bodyH * 1.15);
    ctx.stroke();
    ctx.restore();
  }

  function draw(now) {
    var w = size.w;
    var h = size.h;
    var grass = ctx.createLinearGradient(0, 0, 0, h);
    grass.addColorStop(0, '#0f141e');
    grass.addColorStop(0.3, '#0b5e37');
    grass.addColorStop(1, '#0a7f47');
    ctx.fillStyle = grass;
    ctx.fillRect(0, 0, w, h);
    for (var s = 0; s < 6; s++) {
      ctx.fillStyle = s % 2 ? 'rgba(255,255,255,0.03)' : 'rgba(0,0,0,0.04)';
      ctx.fillRect(0, h * 0.3 + (s * h * 0.7) / 6, w, (h * 0.7) / 6);
    }
    var g = goalBox();
    // Net.
    ctx.strokeStyle = 'rgba(231,236,244,0.25)';
    ctx.lineWidth = 1;
    for (var nx = g.x; nx <= g.x + g.w; nx += 14) {
      ctx.beginPath();
      ctx.moveTo(nx, g.y);
      ctx.lineTo(nx, g.y + g.h);
      ctx.stroke();
    }
    for (var ny = g.y; ny <= g.y + g.h; ny += 14) {
      ctx.beginPath();
      ctx.moveTo(g.x, ny);
      ctx.lineTo(g.x + g.w, ny);
      ctx.stroke();
    }
    // Penalty box line and spot.
    ctx.strokeStyle = 'rgba(255,255,255,0.6)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(0, g.y + g.h);
    ctx.lineTo(w, g.y + g.h);
    ctx.stroke();
    var spot = { x: w / 2, y: Math.min(h - 110, g.y + g.h + h * 0.42) };
    ctx.fillStyle = 'rgba(255,255,255,0.8)';
    ctx.beginPath();
    ctx.arc(spot.x, spot.y + 14, 3, 0, Math.PI * 2);
    ctx.fill();

    if (state && (state.phase === 'aim' || state.phase === 'flight')) {
      var zw = g.w / 3;
      var zh = g.h / 2;
      ctx.fillStyle = 'rgba(23,204,116,0.28)';
      ctx.fillRect(g.x + state.aim.col * zw + 2, g.y + state.aim.row * zh + 2, zw - 4, zh - 4);
    }

    // Keeper and ball.
    var keeperX = w / 2;
    var keeperY = g.y + g.h;
    var tilt = 0;
    var ball = { x: spot.x, y: spot.y, r: Math.max(9, g.w * 0.03) };
    if (state && (state.phase === 'flight' || state.phase === 'result') && state.keeper) {
      var k = state.phase === 'flight' ? Math.min(1, (now - state.phaseAt) / 650) : 1;
      var ease = 1 - Math.pow(1 - k, 3);
      var dive = zoneCentre(state.keeper.col, state.keeper.row);
      keeperX = lerp(w / 2, dive.x, ease);
      keeperY = lerp(g.y + g.h, state.keeper.row === 0 ? g.y + g.h * 0.8 : g.y + g.h, ease);
      tilt = (state.keeper.col - 1) * 1.1 * ease;
      var target = zoneCentre(state.aim.col, state.aim.row);
      if (state.outcome === 'over') target = { x: target.x, y: g.y - g.h * 0.5 };
      if (state.outcome === 'saved' || state.outcome === 'weak') target = { x: lerp(target.x, dive.x, 0.5), y: g.y + g.h * 0.85 };
      ball.x = lerp(spot.x, target.x, ease);
      ball.y = lerp(spot.y, target.y, ease);
      ball.r *= lerp(1, 0.6, ease);
      if (state.phase === 'flight' && k >= 1) settle();
    } else if (state && state.phase === 'aim') {
      keeperX = w / 2 + Math.sin(now / 300) * g.w * 0.04;
    }
    drawKeeper(keeperX, keeperY, g, tilt);
    // Posts.
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(g.x, g.y + g.h);
    ctx.lineTo(g.x, g.y);
    ctx.lineTo(g.x + g.w, g.y);
    ctx.lineTo(g.x + g.w, g.y + g.h);
    ctx.stroke();
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(ball.x, ball.y, ball.r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#0a0e16';
    ctx.beginPath();
    ctx.arc(ball.x, ball.y, ball.r * 0.35, 0, Math.PI * 2);
    ctx.fill();

    if (state && state.phase === 'result') {
      ctx.fillStyle = state.outcome === 'goal' || state.outcome === 'corner' ? '#3ee495' : '#ff6b73';
      ctx.font = 'bold ' + Math.round(Math.max(24, g.w * 0.07)) + 'px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(state.message, w / 2, g.y + g.h + Math.max(48, h * 0.12));
      if (now - state.phaseAt > 900) nextKick();
    }
  }

  function frame(now) {
    if (state && state.phase === 'aim') {
      // The power bar sweeps up and down about every 1.6 seconds.
      state.power = (Math.sin((now - state.phaseAt) / 260 - Math.PI / 2) + 1) / 2;
    }
    var shown = state ? state.phase === 'aim' ? state.power : state.shotPower || 0 : 0;
    fill.style.width = Math.round(shown * 100) + '%';
    fill.className = 'meter-fill' + (shown > 0.92 ? ' hot' : '');
    meter.setAttribute('aria-valuenow', String(Math.round(shown * 100)));
    shootButton.disabled = !state || state.phase !== 'aim';
    draw(now);
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);

  shootButton.addEventListener('click', shoot);
  window.addEventListener('keydown', function (event) {
    if (document.querySelector('.kit-panel')) return;
    var keys = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (keys[event.key]) {
      moveAim(keys[event.key][0], keys[event.key][1]);
      event.preventDefault();
    } else if (event.key === ' ' || event.key === 'Enter') {
      if (event.target === shootButton) return;
      shoot();
      event.preventDefault();
    }
  });
  canvas.addEventListener('pointerdown', function (event) {
    if (!state || state.phase !== 'aim') return;
    var rect = canvas.getBoundingClientRect();
    var x = event.clientX - rect.left;
    var y = event.clientY - rect.top;
    var g = goalBox();
    if (x < g.x || x > g.x + g.w || y < g.y - 20 || y > g.y + g.h + 20) return;
    state.aim.col = Math.max(0, Math.min(2, Math.floor(((x - g.x) / g.w) * 3)));
    state.aim.row = y < g.y + g.h / 2 ? 0 : 1;
    announceAim();
  });
})();
