/*
 * What every game of the site shares (public/games/<engine>/): the language from ?lang=, the
 * messages to the page (postMessage only: the game runs in a sandboxed frame with no network), the
 * start and game-over panels, and a canvas that fits its box.
 *
 * Game → page: { source: 'vls-game', type: 'ready' | 'start' | 'over', score? }
 * Page → game: { source: 'vls-host', type: 'data', data } (the quiz's questions), { type: 'saved', text }
 */
/* global window, location, URLSearchParams */
(function () {
  'use strict';
  var LANGS = ['vi', 'en', 'zh'];
  var asked = new URLSearchParams(location.search).get('lang');
  var lang = LANGS.indexOf(asked) >= 0 ? asked : 'vi';
  document.documentElement.lang = lang === 'zh' ? 'zh-Hant' : lang;

  var WORDS = {
    play: { vi: 'Chơi', en: 'Play', zh: '開始' },
    again: { vi: 'Chơi lại', en: 'Play again', zh: '再玩一次' },
    score: { vi: 'Điểm', en: 'Score', zh: '分數' },
    final: { vi: 'Điểm của bạn', en: 'Your score', zh: '你的分數' },
    loading: { vi: 'Đang tải…', en: 'Loading…', zh: '載入中…' },
  };

  function t(dict) {
    return dict[lang] || dict.vi;
  }

  function send(type, extra) {
    var message = { source: 'vls-game', type: type };
    if (extra) for (var key in extra) message[key] = extra[key];
    window.parent.postMessage(message, '*');
  }

  var handlers = {};
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.source !== 'vls-host' || typeof data.type !== 'string') return;
    var handler = handlers[data.type];
    if (handler) handler(data);
  });

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /**
   * The page of a board game: a box of class `name` in #game holding a head of `labels` counters, the
   * board (a named group) and a polite live line; returns the counters' spans, the board and the line.
   */
  function frame(name, labels, boardClass, boardLabel) {
    var box = el('div', name);
    var head = el('div', name + '-head');
    var counters = labels.map(function () {
      return head.appendChild(el('span'));
    });
    var board = el('div', boardClass);
    board.setAttribute('role', 'group');
    board.setAttribute('aria-label', boardLabel);
    var live = el('p', 'sr-only');
    live.setAttribute('aria-live', 'polite');
    box.appendChild(head);
    box.appendChild(board);
    box.appendChild(live);
    document.getElementById('game').appendChild(box);
    return { counters: counters, board: board, live: live };
  }

  var panelNode = null;
  /** A panel over the game: a title, lines of text and one button; `done` runs on the button. */
  function panel(options) {
    closePanel();
    var box = el('div', 'kit-panel');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    var inner = el('div', 'kit-panel-inner');
    var title = el('h1', 'kit-title', options.title || document.title);
    title.id = 'kit-panel-title';
    box.setAttribute('aria-labelledby', title.id);
    inner.appendChild(title);
    if (options.big !== undefined) inner.appendChild(el('p', 'kit-big', String(options.big)));
    (options.lines || []).forEach(function (line) {
      inner.appendChild(el('p', 'kit-line', line));
    });
    var status = el('p', 'kit-status');
    status.setAttribute('aria-live', 'polite');
    inner.appendChild(status);
    var button = el('button', 'kit-button', options.button);
    button.type = 'button';
    button.addEventListener('click', function () {
      closePanel();
      options.done();
    });
    inner.appendChild(button);
    box.appendChild(inner);
    document.body.appendChild(box);
    panelNode = box;
    button.focus();
    return status;
  }

  function closePanel() {
    if (panelNode && panelNode.parentNode) panelNode.parentNode.removeChild(panelNode);
    panelNode = null;
  }

  var lastStatus = null;
  /** The start panel, then `begin` on Play; after `over(score)` the same again with the score. */
  function setup(options) {
    function begin() {
      send('start');
      options.begin();
    }
    handlers.saved = function (data) {
      if (lastStatus && typeof data.text === 'string') lastStatus.textContent = data.text.slice(0, 200);
    };
    panel({ title: options.title, lines: options.lines, button: t(WORDS.play), done: begin });
    send('ready');
    return {
      over: function (score, lines) {
        var value = Math.max(0, Math.round(score));
        send('over', { score: value });
        lastStatus = panel({ title: t(WORDS.final), big: value, lines: lines, button: t(WORDS.again), done: begin });
      },
    };
  }

  /** Sizes a canvas to its box at the device's pixel ratio, now and on every resize; `size` ({ w, h }) keeps its CSS size. */
  function fitCanvas(canvas, size) {
    function fit() {
      var ratio = window.devicePixelRatio || 1;
      var rect = canvas.getBoundingClientRect();
      canvas.width = Math.max(1, Math.round(rect.width * ratio));
      canvas.height = Math.max(1, Math.round(rect.height * ratio));
      canvas.getContext('2d').setTransform(ratio, 0, 0, ratio, 0, 0);
      size.w = rect.width;
      size.h = rect.height;
    }
    window.addEventListener('resize', fit);
    fit();
    return size;
  }

  window.VLSGame = {
    lang: lang,
    t: t,
    words: WORDS,
    send: send,
    on: function (type, handler) {
      handlers[type] = handler;
    },
    el: el,
    frame: frame,
    setup: setup,
    fitCanvas: fitCanvas,
  };
})();
