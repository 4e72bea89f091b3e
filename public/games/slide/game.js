/* Sliding puzzle: put the stadium picture back together on a 3×3 board; fewer moves and seconds score more. */
/* global window, performance, setInterval, clearInterval */
(function () {
  'use strict';
  var G = window.VLSGame;
  var t = G.t;
  var TEXT = {
    title: { vi: 'Xếp hình sân bóng', en: 'Stadium slide puzzle', zh: '球場拼圖' },
    line1: { vi: 'Chạm ô cạnh chỗ trống hoặc dùng phím mũi tên để trượt.', en: 'Tap a tile next to the gap, or use the arrow keys, to slide it.', zh: '點擊空格旁的方塊或用方向鍵滑動。' },
    line2: { vi: 'Xếp ô 1 đến 8 theo thứ tự, chỗ trống ở góc dưới phải.', en: 'Order tiles 1 to 8, with the gap bottom right.', zh: '把1到8依序排好，空格在右下角。' },
    moves: { vi: 'Số bước', en: 'Moves', zh: '步數' },
    time: { vi: 'Giây', en: 'Seconds', zh: '秒' },
    board: { vi: 'Bảng xếp hình', en: 'Puzzle board', zh: '拼圖盤' },
    tile: { vi: 'Ô {n}', en: 'Tile {n}', zh: '方塊 {n}' },
    done: { vi: 'Xong sau {moves} bước, {seconds} giây', en: 'Solved in {moves} moves, {seconds} s', zh: '{moves} 步、{seconds} 秒完成' },
  };
  var N = 3;
  document.title = t(TEXT.title);

  var page = G.frame('slide', ['moves', 'time'], 'board', t(TEXT.board));
  var movesLabel = page.counters[0];
  var timeLabel = page.counters[1];
  var board = page.board;
  var live = page.live;

  var tiles = [];
  for (var n = 1; n < N * N; n++) {
    var tile = G.el('button', 'tile');
    tile.type = 'button';
    tile.dataset.n = String(n);
    tile.setAttribute('aria-label', t(TEXT.tile).replace('{n}', n));
    tile.appendChild(G.el('span', 'num', String(n)));
    var home = n - 1;
    tile.style.backgroundPosition = ((home % N) * 100) / (N - 1) + '% ' + (Math.floor(home / N) * 100) / (N - 1) + '%';
    tile.addEventListener('click', onTile);
    board.appendChild(tile);
    tiles.push(tile);
  }

  var state = null;
  var clock = null;
  var game = G.setup({ title: t(TEXT.title), lines: [t(TEXT.line1), t(TEXT.line2)], begin: begin });

  function solvedCells() {
    var cells = [];
    for (var i = 1; i < N * N; i++) cells.push(i);
    cells.push(0);
    return cells;
  }

  function neighbours(index) {
    var out = [];
    var r = Math.floor(index / N);
    var c = index % N;
    if (r > 0) out.push(index - N);
    if (r < N - 1) out.push(index + N);
    if (c > 0) out.push(index - 1);
    if (c < N - 1) out.push(index + 1);
    return out;
  }

  function isSolved(cells) {
    return cells.every(function (value, i) {
      return value === (i === cells.length - 1 ? 0 : i + 1);
    });
  }

  function begin() {
    var cells = solvedCells();
    var gap = cells.length - 1;
    var previous = -1;
    // Random legal moves from the solved board: always solvable; never left solved.
    for (var k = 0; k < 80 || isSolved(cells); k++) {
      var options = neighbours(gap).filter(function (i) {
        return i !== previous;
      });
      var pick = options[Math.floor(Math.random() * options.length)];
      cells[gap] = cells[pick];
      cells[pick] = 0;
      previous = gap;
      gap = pick;
    }
    state = { cells: cells, moves: 0, startedAt: performance.now(), done: false };
    clearInterval(clock);
    clock = setInterval(updateHead, 500);
    layout();
    updateHead();
    var first = tiles.filter(function (tile) {
      return !tile.disabled;
    })[0];
    if (first) first.focus();
  }

  function seconds() {
    return state ? Math.floor((performance.now() - state.startedAt) / 1000) : 0;
  }

  function updateHead() {
    movesLabel.textContent = t(TEXT.moves) + ': ' + (state ? state.moves : 0);
    timeLabel.textContent = t(TEXT.time) + ': ' + seconds();
  }

  function layout() {
    var gap = state.cells.indexOf(0);
    var movable = neighbours(gap);
    state.cells.forEach(function (value, index) {
      if (value === 0) return;
      var tile = tiles[value - 1];
      tile.style.transform = 'translate(' + (index % N) * 100 + '%, ' + Math.floor(index / N) * 100 + '%)';
      tile.setAttribute('aria-disabled', String(movable.indexOf(index) < 0));
    });
  }

  function move(index) {
    if (!state || state.done) return;
    var gap = state.cells.indexOf(0);
    if (neighbours(gap).indexOf(index) < 0) return;
    state.cells[gap] = state.cells[index];
    state.cells[index] = 0;
    state.moves += 1;
    layout();
    updateHead();
    if (isSolved(state.cells)) {
      state.done = true;
      clearInterval(clock);
      var secs = Math.max(1, seconds());
      var score = Math.max(50, 1000 - state.moves * 8 - secs * 3);
      var line = t(TEXT.done).replace('{moves}', state.moves).replace('{seconds}', secs);
      live.textContent = line;
      game.over(score, [line]);
    }
  }

  function onTile(event) {
    var value = Number(event.currentTarget.dataset.n);
    move(state ? state.cells.indexOf(value) : -1);
  }

  window.addEventListener('keydown', function (event) {
    if (!state || document.querySelector('.kit-panel')) return;
    var gap = state.cells.indexOf(0);
    var r = Math.floor(gap / N);
    var c = gap % N;
    // An arrow moves the tile on the far side of the gap in that direction.
    var from = { ArrowUp: r < N - 1 ? gap + N : -1, ArrowDown: r > 0 ? gap - N : -1, ArrowLeft: c < N - 1 ? gap + 1 : -1, ArrowRight: c > 0 ? gap - 1 : -1 }[event.key];
    if (from === undefined) return;
    event.preventDefault();
    if (from >= 0) move(from);
  });
})();
