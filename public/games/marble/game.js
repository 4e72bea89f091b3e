/* Marble race: three races from 1000 points; bet on a marble, a win pays five times the stake. */
/* global window, performance */
(function () {
  'use strict';
  var G = window.VLSGame;
  var t = G.t;
  var TEXT = {
    title: { vi: 'Đua bi', en: 'Marble race', zh: '彈珠賽跑' },
    line1: { vi: 'Bắt đầu với 1000 điểm, ba chặng đua.', en: 'Start with 1000 points, three races.', zh: '起始1000分，共三場比賽。' },
    line2: { vi: 'Chọn bi, chọn mức cược, thắng được gấp 5. Điểm chỉ để chơi.', en: 'Pick a marble and a stake; a win pays 5×. Points are for play only.', zh: '選彈珠和押注，贏了得5倍。積分僅供遊戲。' },
    points: { vi: 'Điểm', en: 'Points', zh: '積分' },
    race: { vi: 'Chặng', en: 'Race', zh: '第' },
    stake: { vi: 'Cược', en: 'Stake', zh: '押注' },
    go: { vi: 'Đua!', en: 'Race!', zh: '開賽！' },
    pick: { vi: 'Chọn viên bi', en: 'Pick a marble', zh: '選擇彈珠' },
    less: { vi: 'Giảm cược', en: 'Lower the stake', zh: '降低押注' },
    more: { vi: 'Tăng cược', en: 'Raise the stake', zh: '提高押注' },
    won: { vi: '{name} về nhất! +{n} điểm', en: '{name} wins! +{n} points', zh: '{name}奪冠！+{n} 分' },
    lost: { vi: '{name} về nhất. −{n} điểm', en: '{name} wins. −{n} points', zh: '{name}奪冠。−{n} 分' },
    broke: { vi: 'Hết điểm!', en: 'Out of points!', zh: '積分用完了！' },
    summary: { vi: 'Thắng {n}/{total} chặng', en: 'Won {n} of {total} races', zh: '贏了 {n}/{total} 場' },
  };
  var MARBLES = [
    { color: '#17cc74', name: { vi: 'Bi Xanh Lá', en: 'Green', zh: '綠珠' } },
    { color: '#ff6b73', name: { vi: 'Bi Đỏ', en: 'Red', zh: '紅珠' } },
    { color: '#fcc54a', name: { vi: 'Bi Vàng', en: 'Gold', zh: '金珠' } },
    { color: '#63bdff', name: { vi: 'Bi Xanh Dương', en: 'Blue', zh: '藍珠' } },
    { color: '#c084fc', name: { vi: 'Bi Tím', en: 'Violet', zh: '紫珠' } },
    { color: '#e7ecf4', name: { vi: 'Bi Trắng', en: 'White', zh: '白珠' } },
  ];
  var RACES = 3;
  var START_POINTS = 1000;
  var STEP = 100;
  document.title = t(TEXT.title);

  var root = document.getElementById('game');
  var canvas = G.el('canvas', 'track');
  canvas.setAttribute('aria-hidden', 'true');
  var hud = G.el('div', 'hud');
  var raceLabel = G.el('span');
  var pointsLabel = G.el('span');
  hud.appendChild(raceLabel);
  hud.appendChild(pointsLabel);
  var panel = G.el('div', 'bet');
  var picker = G.el('div', 'picker');
  picker.setAttribute('role', 'radiogroup');
  picker.setAttribute('aria-label', t(TEXT.pick));
  var buttons = MARBLES.map(function (marble, i) {
    var b = G.el('button', 'marble');
    b.type = 'button';
    b.setAttribute('role', 'radio');
    var dot = G.el('span', 'dot');
    dot.style.background = marble.color;
    b.appendChild(dot);
    b.appendChild(G.el('span', '', t(marble.name)));
    b.addEventListener('click', function () {
      choose(i, true);
    });
    picker.appendChild(b);
    return b;
  });
  var stakeRow = G.el('div', 'stake');
  var minus = G.el('button', 'btn secondary', '−');
  minus.type = 'button';
  minus.setAttribute('aria-label', t(TEXT.less));
  var stakeLabel = G.el('output', 'stake-value');
  stakeLabel.setAttribute('aria-live', 'polite');
  var plus = G.el('button', 'btn secondary', '+');
  plus.type = 'button';
  plus.setAttribute('aria-label', t(TEXT.more));
  var go = G.el('button', 'btn go', t(TEXT.go));
  go.type = 'button';
  stakeRow.appendChild(minus);
  stakeRow.appendChild(stakeLabel);
  stakeRow.appendChild(plus);
  stakeRow.appendChild(go);
  var result = G.el('p', 'result');
  result.setAttribute('aria-live', 'polite');
  panel.appendChild(picker);
  panel.appendChild(stakeRow);
  panel.appendChild(result);
  var stage = G.el('div', 'track-box');
  stage.appendChild(canvas);
  stage.appendChild(hud);
  root.appendChild(stage);
  root.appendChild(panel);

  var ctx = canvas.getContext('2d');
  var size = G.fitCanvas(canvas, { w: 300, h: 200 });

  var state = null;
  var game = G.setup({ title: t(TEXT.title), lines: [t(TEXT.line1), t(TEXT.line2)], begin: begin });

  function begin() {
    state = { points: START_POINTS, race: 0, wins: 0, pick: 0, stake: STEP, running: null, progress: MARBLES.map(function () { return 0; }) };
    result.textContent = '';
    choose(0, false);
    refresh();
  }

  function choose(i, focus) {
    if (!state || state.running) return;
    state.pick = i;
    buttons.forEach(function (b, j) {
      b.setAttribute('aria-checked', String(i === j));
      b.tabIndex = i === j ? 0 : -1;
    });
    if (focus) buttons[i].focus();
  }

  function refresh() {
    raceLabel.textContent = t(TEXT.race) + ' ' + Math.min(state.race + 1, RACES) + '/' + RACES;
    pointsLabel.textContent = t(TEXT.points) + ': ' + state.points.toLocaleString(G.lang === 'zh' ? 'zh-TW' : G.lang);
    state.stake = Math.max(Math.min(STEP, state.points), Math.min(state.stake, state.points));
    stakeLabel.textContent = t(TEXT.stake) + ': ' + state.stake.toLocaleString(G.lang === 'zh' ? 'zh-TW' : G.lang);
    var busy = Boolean(state.running);
    minus.disabled = busy || state.stake <= STEP;
    plus.disabled = busy || state.stake >= state.points;
    go.disabled = busy;
    buttons.forEach(function (b) {
      b.disabled = busy;
    });
  }

  function changeStake(direction) {
    if (!state || state.running) return;
    state.stake = Math.max(STEP, Math.min(state.points, state.stake + direction * STEP));
    refresh();
  }

  function start() {
    if (!state || state.running) return;
    // Each marble gets a finishing time and a wobble; the fastest wins. A race lasts 4.4–5.6 s.
    var times = MARBLES.map(function () {
      return 4400 + Math.random() * 1200;
    });
    var phases = MARBLES.map(function () {
      return Math.random() * Math.PI * 2;
    });
    state.running = { at: performance.now(), times: times, phases: phases, stake: state.stake, pick: state.pick };
    result.textContent = '';
    refresh();
  }

  function finish() {
    var run = state.running;
    var winner = 0;
    run.times.forEach(function (time, i) {
      if (time < run.times[winner]) winner = i;
    });
    var name = t(MARBLES[winner].name);
    if (winner === run.pick) {
      state.points += run.stake * 4;
      state.wins += 1;
      result.textContent = t(TEXT.won).replace('{name}', name).replace('{n}', run.stake * 4);
      result.className = 'result good';
    } else {
      state.points -= run.stake;
      result.textContent = t(TEXT.lost).replace('{name}', name).replace('{n}', run.stake);
      result.className = 'result bad';
    }
    state.running = null;
    state.race += 1;
    if (state.race >= RACES || state.points <= 0) {
      var lines = [t(TEXT.summary).replace('{n}', state.wins).replace('{total}', state.race)];
      if (state.points <= 0) lines.unshift(t(TEXT.broke));
      var finalPoints = state.points;
      state.race = RACES - 1;
      refresh();
      game.over(finalPoints, lines);
      return;
    }
    refresh();
    go.focus();
  }

  function draw(now) {
    var w = size.w;
    var h = size.h;
    ctx.fillStyle = '#141a26';
    ctx.fillRect(0, 0, w, h);
    var top = 44;
    var lane = (h - top - 10) / MARBLES.length;
    var startX = 28;
    var endX = w - 36;
    ctx.strokeStyle = 'rgba(231,236,244,0.12)';
    ctx.lineWidth = 1;
    for (var i = 0; i <= MARBLES.length; i++) {
      ctx.beginPath();
      ctx.moveTo(startX - 10, top + i * lane);
      ctx.lineTo(endX + 20, top + i * lane);
      ctx.stroke();
    }
    // Finish line, chequered.
    for (var c = 0; c < (h - top) / 8; c++) {
      ctx.fillStyle = c % 2 ? '#e7ecf4' : '#0a0e16';
      ctx.fillRect(endX + 8, top + c * 8, 8, 8);
    }
    var run = state && state.running;
    var elapsed = run ? now - run.at : 0;
    var done = run !== null && run !== undefined;
    MARBLES.forEach(function (marble, i) {
      var k = 0;
      if (run) {
        var base = Math.min(1, elapsed / run.times[i]);
        k = Math.min(1, base + Math.sin(elapsed / 300 + run.phases[i]) * 0.02 * (1 - base));
        if (base < 1) done = false;
        if (state) state.progress[i] = k;
      } else if (state) k = state.progress[i];
      var x = startX + (endX - startX) * k;
      var y = top + lane * (i + 0.5);
      var r = Math.max(6, Math.min(14, lane * 0.36));
      ctx.fillStyle = marble.color;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,0.55)';
      ctx.beginPath();
      ctx.arc(x - r * 0.35, y - r * 0.35, r * 0.3, 0, Math.PI * 2);
      ctx.fill();
      if (state && state.pick === i) {
        ctx.strokeStyle = '#fcc54a';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.arc(x, y, r + 4, 0, Math.PI * 2);
        ctx.stroke();
      }
    });
    if (done) finish();
  }

  function frame(now) {
    draw(now);
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);

  minus.addEventListener('click', function () {
    changeStake(-1);
  });
  plus.addEventListener('click', function () {
    changeStake(1);
  });
  go.addEventListener('click', function () {
    if (state && !state.running) state.progress = MARBLES.map(function () { return 0; });
    start();
  });
  window.addEventListener('keydown', function (event) {
    if (!state || document.querySelector('.kit-panel')) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') choose((state.pick + 1) % MARBLES.length, true);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') choose((state.pick + MARBLES.length - 1) % MARBLES.length, true);
    else if (event.key === '+' || event.key === '=') changeStake(1);
    else if (event.key === '-') changeStake(-1);
    else if (event.key === 'Enter' && event.target === document.body) {
      state.progress = MARBLES.map(function () { return 0; });
      start();
    } else return;
    event.preventDefault();
  });
})();
