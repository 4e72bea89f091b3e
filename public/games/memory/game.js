/*
 * Concentration with playing cards: 16 cards face down, 8 pairs (same rank, same colour). Turn two
 * a turn; a pair stays up, two others turn back. Score: 1000 minus 20 a turn beyond eight and 2 a
 * second, never under 100.
 */
/* global window, performance, setInterval, clearInterval, clearTimeout */
(function () {
  'use strict';
  var G = window.VLSGame;
  var t = G.t;
  var TEXT = {
    title: { vi: 'Lật bài trí nhớ', en: 'Memory cards', zh: '翻牌記憶' },
    line1: { vi: 'Lật hai lá mỗi lượt; hai lá cùng số, cùng màu là một cặp.', en: 'Turn two cards a turn; same rank and same colour make a pair.', zh: '每回合翻兩張；點數相同、顏色相同即為一對。' },
    line2: { vi: 'Tìm đủ 8 cặp với càng ít lượt, càng nhanh càng tốt.', en: 'Find all 8 pairs in as few turns and seconds as you can.', zh: '用最少的回合和時間找齊8對。' },
    turns: { vi: 'Lượt', en: 'Turns', zh: '回合' },
    pairs: { vi: 'Cặp', en: 'Pairs', zh: '配對' },
    time: { vi: 'Giây', en: 'Seconds', zh: '秒' },
    board: { vi: 'Bàn bài', en: 'Cards', zh: '牌桌' },
    down: { vi: 'Lá úp, hàng {r} cột {c}', en: 'Face-down card, row {r} column {c}', zh: '蓋著的牌，第 {r} 行第 {c} 列' },
    up: { vi: '{card}, hàng {r} cột {c}', en: '{card}, row {r} column {c}', zh: '{card}，第 {r} 行第 {c} 列' },
    match: { vi: 'Trùng cặp: {card}', en: 'A pair: {card}', zh: '配對成功：{card}' },
    miss: { vi: 'Không trùng', en: 'No pair', zh: '不是一對' },
    done: { vi: 'Xong sau {turns} lượt, {seconds} giây', en: 'Done in {turns} turns, {seconds} s', zh: '{turns} 回合、{seconds} 秒完成' },
  };
  var SUITS = {
    hearts: { symbol: '♥', red: true, name: { vi: 'cơ', en: 'hearts', zh: '紅心' } },
    diamonds: { symbol: '♦', red: true, name: { vi: 'rô', en: 'diamonds', zh: '方塊' } },
    spades: { symbol: '♠', red: false, name: { vi: 'bích', en: 'spades', zh: '黑桃' } },
    clubs: { symbol: '♣', red: false, name: { vi: 'chuồn', en: 'clubs', zh: '梅花' } },
  };
  var RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  var COLS = 4;
  var PAIRS = 8;
  var FREE_TURNS = 8;
  var SHOW_MS = 900;
  document.title = t(TEXT.title);

  var page = G.frame('memory', ['turns', 'pairs', 'time'], 'table', t(TEXT.board));
  var turnsLabel = page.counters[0];
  var pairsLabel = page.counters[1];
  var timeLabel = page.counters[2];
  var board = page.board;
  var live = page.live;

  var state = null;
  var clock = null;
  var flipBack = null;
  var game = G.setup({ title: t(TEXT.title), lines: [t(TEXT.line1), t(TEXT.line2)], begin: begin });

  function shuffle(items) {
    for (var i = items.length - 1; i > 0; i--) {
      var j = Math.floor(Math.random() * (i + 1));
      var swap = items[i];
      items[i] = items[j];
      items[j] = swap;
    }
    return items;
  }

  function cardName(card) {
    return card.rank + ' ' + t(SUITS[card.suit].name);
  }

  /** Eight ranks, each as a red pair (hearts, diamonds) or a black one (spades, clubs), shuffled. */
  function deal() {
    var cards = [];
    shuffle(RANKS.slice()).slice(0, PAIRS).forEach(function (rank, pair) {
      var suits = Math.random() < 0.5 ? ['hearts', 'diamonds'] : ['spades', 'clubs'];
      suits.forEach(function (suit) {
        cards.push({ rank: rank, suit: suit, pair: pair, up: false, found: false });
      });
    });
    return shuffle(cards);
  }

  function begin() {
    clearTimeout(flipBack);
    clearInterval(clock);
    state = { cards: deal(), open: [], turns: 0, found: 0, startedAt: performance.now(), done: false };
    board.textContent = '';
    state.cards.forEach(function (card, index) {
      var button = G.el('button', 'card');
      button.type = 'button';
      button.dataset.index = String(index);
      button.addEventListener('click', function () {
        turn(index);
      });
      board.appendChild(button);
      card.button = button;
      draw(card, index);
    });
    clock = setInterval(updateHead, 500);
    updateHead();
    state.cards[0].button.focus();
  }

  function seconds() {
    return state ? Math.floor((performance.now() - state.startedAt) / 1000) : 0;
  }

  function updateHead() {
    turnsLabel.textContent = t(TEXT.turns) + ': ' + (state ? state.turns : 0);
    pairsLabel.textContent = t(TEXT.pairs) + ': ' + (state ? state.found : 0) + '/' + PAIRS;
    timeLabel.textContent = t(TEXT.time) + ': ' + seconds();
  }

  function draw(card, index) {
    var button = card.button;
    var r = Math.floor(index / COLS) + 1;
    var c = (index % COLS) + 1;
    var suit = SUITS[card.suit];
    button.textContent = '';
    button.classList.toggle('up', card.up || card.found);
    button.classList.toggle('found', card.found);
    button.classList.toggle('red', suit.red);
    if (card.up || card.found) {
      button.appendChild(G.el('span', 'rank', card.rank));
      button.appendChild(G.el('span', 'suit', suit.symbol));
      button.setAttribute('aria-label', t(TEXT.up).replace('{card}', cardName(card)).replace('{r}', r).replace('{c}', c));
    } else {
      button.setAttribute('aria-label', t(TEXT.down).replace('{r}', r).replace('{c}', c));
    }
    button.setAttribute('aria-disabled', String(card.up || card.found));
  }

  function turn(index) {
    if (!state || state.done) return;
    var card = state.cards[index];
    if (card.up || card.found) return;
    // A third card while two wait to turn back: they turn back now.
    if (state.open.length === 2) hideOpen();
    card.up = true;
    draw(card, index);
    state.open.push(index);
    if (state.open.length < 2) return;
    state.turns += 1;
    var first = state.cards[state.open[0]];
    if (first.pair === card.pair) {
      first.found = card.found = true;
      state.found += 1;
      live.textContent = t(TEXT.match).replace('{card}', card.rank);
      state.open.forEach(function (i) {
        draw(state.cards[i], i);
      });
      state.open = [];
      if (state.found === PAIRS) finish();
    } else {
      live.textContent = t(TEXT.miss);
      flipBack = setTimeout(hideOpen, SHOW_MS);
    }
    updateHead();
  }

  function hideOpen() {
    clearTimeout(flipBack);
    state.open.forEach(function (i) {
      state.cards[i].up = false;
      draw(state.cards[i], i);
    });
    state.open = [];
  }

  function finish() {
    state.done = true;
    clearInterval(clock);
    var secs = Math.max(1, seconds());
    var score = Math.max(100, 1000 - Math.max(0, state.turns - FREE_TURNS) * 20 - secs * 2);
    var line = t(TEXT.done).replace('{turns}', state.turns).replace('{seconds}', secs);
    live.textContent = line;
    game.over(score, [line]);
  }

  window.addEventListener('keydown', function (event) {
    if (!state || document.querySelector('.kit-panel')) return;
    var current = document.activeElement && document.activeElement.classList.contains('card') ? Number(document.activeElement.dataset.index) : -1;
    if (current < 0) return;
    var step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -COLS, ArrowDown: COLS }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    var next = current + step;
    if (next >= 0 && next < state.cards.length) state.cards[next].button.focus();
  });
})();
