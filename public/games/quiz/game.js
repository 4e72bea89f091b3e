/* Football quiz: ten questions the page fetches from the site's own data (it sends them as 'data'). */
/* global window, clearTimeout, performance, setInterval, clearInterval */
(function () {
  'use strict';
  var G = window.VLSGame;
  var t = G.t;
  var TEXT = {
    title: { vi: 'Đố vui bóng đá', en: 'Football quiz', zh: '足球問答' },
    line1: { vi: 'Mười câu hỏi từ dữ liệu giải đấu trên trang.', en: 'Ten questions from the leagues on this site.', zh: '十道題目，取自本站的聯賽資料。' },
    line2: { vi: 'Chạm đáp án hoặc nhấn phím 1–4. Trả lời nhanh được thưởng.', en: 'Tap an answer or press 1–4. Quick answers earn a bonus.', zh: '點擊答案或按1–4。答得快有獎勵。' },
    question: { vi: 'Câu {n}/{total}', en: 'Question {n}/{total}', zh: '第 {n}/{total} 題' },
    right: { vi: 'Chính xác!', en: 'Right!', zh: '答對了！' },
    wrong: { vi: 'Sai rồi: {answer}', en: 'Wrong: {answer}', zh: '答錯了：{answer}' },
    late: { vi: 'Hết giờ: {answer}', en: 'Time’s up: {answer}', zh: '時間到：{answer}' },
    correct: { vi: 'Đúng {n}/{total} câu', en: '{n} of {total} right', zh: '答對 {n}/{total} 題' },
    empty: { vi: 'Chưa có câu hỏi, hãy thử lại.', en: 'No questions yet, try again.', zh: '暫無題目，請再試一次。' },
  };
  var SECONDS = 15;
  document.title = t(TEXT.title);

  var root = document.getElementById('game');
  var box = G.el('div', 'quiz');
  var head = G.el('div', 'quiz-head');
  var counter = G.el('span', 'quiz-count');
  var scoreLabel = G.el('span', 'quiz-score');
  head.appendChild(counter);
  head.appendChild(scoreLabel);
  var timer = G.el('div', 'quiz-timer');
  var timerFill = G.el('div', 'quiz-timer-fill');
  timer.appendChild(timerFill);
  var prompt = G.el('h2', 'quiz-prompt');
  prompt.id = 'quiz-prompt';
  var options = G.el('div', 'quiz-options');
  options.setAttribute('role', 'group');
  options.setAttribute('aria-labelledby', 'quiz-prompt');
  var feedback = G.el('p', 'quiz-feedback');
  feedback.setAttribute('aria-live', 'polite');
  box.appendChild(head);
  box.appendChild(timer);
  box.appendChild(prompt);
  box.appendChild(options);
  box.appendChild(feedback);
  root.appendChild(box);

  var state = null;
  var tick = null;
  var next = null;
  var game = G.setup({ title: t(TEXT.title), lines: [t(TEXT.line1), t(TEXT.line2)], begin: begin });

  /** Questions as the page sent them; anything malformed is dropped. */
  function clean(data) {
    var list = data && Array.isArray(data.questions) ? data.questions : [];
    return list
      .filter(function (q) {
        return q && typeof q.prompt === 'string' && Array.isArray(q.options) && q.options.length === 4 && q.options.every(function (o) {
          return typeof o === 'string';
        }) && q.answer >= 0 && q.answer < 4;
      })
      .slice(0, 10);
  }

  function begin() {
    clearInterval(tick);
    clearTimeout(next);
    state = { questions: null, index: 0, score: 0, right: 0, answered: false };
    counter.textContent = '';
    prompt.textContent = t(G.words.loading);
    options.textContent = '';
    feedback.textContent = '';
    scoreLabel.textContent = t(G.words.score) + ': 0';
  }

  G.on('data', function (message) {
    if (!state || state.questions) return;
    state.questions = clean(message.data);
    if (state.questions.length === 0) {
      game.over(0, [t(TEXT.empty)]);
      return;
    }
    show();
  });

  function show() {
    var q = state.questions[state.index];
    state.answered = false;
    state.shownAt = performance.now();
    counter.textContent = t(TEXT.question).replace('{n}', state.index + 1).replace('{total}', state.questions.length);
    prompt.textContent = q.prompt;
    feedback.textContent = '';
    feedback.className = 'quiz-feedback';
    options.textContent = '';
    q.options.forEach(function (text, i) {
      var button = G.el('button', 'quiz-option');
      button.type = 'button';
      var key = G.el('span', 'quiz-key', String(i + 1));
      key.setAttribute('aria-hidden', 'true');
      button.appendChild(key);
      button.appendChild(G.el('span', '', text));
      button.addEventListener('click', function () {
        answer(i);
      });
      options.appendChild(button);
    });
    options.firstChild.focus();
    clearInterval(tick);
    tick = setInterval(function () {
      var left = SECONDS - (performance.now() - state.shownAt) / 1000;
      timerFill.style.width = Math.max(0, (left / SECONDS) * 100) + '%';
      if (left <= 0) answer(-1);
    }, 100);
  }

  function answer(choice) {
    if (!state || !state.questions || state.answered) return;
    state.answered = true;
    clearInterval(tick);
    var q = state.questions[state.index];
    var buttons = options.querySelectorAll('button');
    buttons.forEach(function (button, i) {
      button.disabled = true;
      if (i === q.answer) button.classList.add('right');
      else if (i === choice) button.classList.add('wrong');
    });
    var rightText = q.options[q.answer];
    if (choice === q.answer) {
      var left = Math.max(0, SECONDS - (performance.now() - state.shownAt) / 1000);
      state.score += 100 + Math.round((left / SECONDS) * 50);
      state.right += 1;
      feedback.textContent = t(TEXT.right);
      feedback.className = 'quiz-feedback good';
    } else {
      feedback.textContent = t(choice < 0 ? TEXT.late : TEXT.wrong).replace('{answer}', rightText);
      feedback.className = 'quiz-feedback bad';
    }
    scoreLabel.textContent = t(G.words.score) + ': ' + state.score;
    next = setTimeout(function () {
      state.index += 1;
      if (state.index >= state.questions.length) {
        var total = state.questions.length;
        var summary = t(TEXT.correct).replace('{n}', state.right).replace('{total}', total);
        var finalScore = state.score;
        state = null;
        game.over(finalScore, [summary]);
      } else show();
    }, 1100);
  }

  window.addEventListener('keydown', function (event) {
    if (document.querySelector('.kit-panel')) return;
    var n = Number(event.key);
    if (n >= 1 && n <= 4) {
      answer(n - 1);
      event.preventDefault();
    }
  });
})();
