// The game table's helpers: the board as a control, "your turn" in the tab title, panels folded on
// phones. Everything here is an enhancement: the move buttons and plain forms work without it.
(function () {
  "use strict";
  var PHONE = window.matchMedia("(max-width: 900px)");
  var MIN_BOARD_ROOM = 220;  // px: below this a board is not worth showing; the page scrolls instead

  function targetsOf(form) {
    return (form.dataset.targets || "").split(" ").filter(Boolean);
  }

  function buttonLabel(form) {
    var button = form.querySelector("button");
    return button ? button.textContent.trim() : "";
  }

  // One pick on the board narrows the move list to the moves that name that element; when one
  // move is left it is played, when a second pick is needed its elements light up.
  function BoardPicker(live) {
    this.live = live;
    this.forms = Array.prototype.slice.call(live.querySelectorAll(".action-form[data-targets]"));
    this.allForms = Array.prototype.slice.call(live.querySelectorAll(".action-form"));
    this.picked = [];
    this.hint = live.querySelector("#pick-hint");
  }

  BoardPicker.prototype.candidates = function () {
    var picked = this.picked;
    return this.forms.filter(function (form) {
      var targets = targetsOf(form);
      return picked.every(function (target, index) { return targets[index] === target; });
    });
  };

  BoardPicker.prototype.refresh = function () {
    var candidates = this.candidates();
    var step = this.picked.length;
    var next = {};
    candidates.forEach(function (form) {
      var target = targetsOf(form)[step];
      if (target) { (next[target] = next[target] || []).push(form); }
    });
    var picked = this.picked;
    this.live.querySelectorAll(".board [data-target]").forEach(function (element) {
      var target = element.dataset.target;
      var forms = next[target];
      element.classList.toggle("legal", Boolean(forms));
      element.classList.toggle("picked", picked.indexOf(target) >= 0);
      if (forms) {
        element.setAttribute("tabindex", "0");
        element.setAttribute("role", "button");
        var name = element.dataset.name || target;
        element.setAttribute("aria-label", forms.length === 1 && targetsOf(forms[0]).length === step + 1
          ? buttonLabel(forms[0]) : name + ": " + forms.length + " moves");
      } else {
        element.removeAttribute("tabindex");
        element.removeAttribute("role");
        element.removeAttribute("aria-label");
      }
    });
    // While a pick is under way only the moves it still allows are listed (Escape shows all again).
    this.allForms.forEach(function (form) {
      form.classList.toggle("dimmed", step > 0 && candidates.indexOf(form) < 0);
    });
    if (this.hint) {
      this.hint.hidden = step === 0;
      this.hint.textContent = step === 0 ? "" : (Object.keys(next).length
        ? "Now pick the second place or card on the board, or a move below. Press Escape to start again."
        : "Pick one of the moves below. Press Escape to start again.");
    }
  };

  BoardPicker.prototype.pick = function (target) {
    if (this.live.classList.contains("sending")) { return; }
    var index = this.picked.indexOf(target);
    if (index >= 0) { this.picked = this.picked.slice(0, index); this.refresh(); return; }
    this.picked = this.picked.concat([target]);
    var picked = this.picked;
    var candidates = this.candidates();
    var complete = candidates.filter(function (form) { return targetsOf(form).length === picked.length; });
    this.refresh();
    if (candidates.length === 1 && complete.length === 1) {
      // The same path as pressing the move's own button (htmx, or a plain POST without it).
      complete[0].querySelector("button").click();
    }
  };

  // A move is on its way: nothing more can be picked or pressed until the table is redrawn (a
  // second move would be refused as made against a table that has moved on).
  BoardPicker.prototype.lock = function () {
    this.live.classList.add("sending");
    this.live.querySelectorAll(".board [data-target].legal").forEach(function (element) {
      element.classList.remove("legal");
      element.removeAttribute("tabindex");
      element.removeAttribute("role");
    });
    if (this.hint) {
      this.hint.hidden = false;
      this.hint.textContent = "Sending your move…";
    }
  };

  BoardPicker.prototype.unlock = function () {
    this.live.classList.remove("sending");
    this.reset();
  };

  BoardPicker.prototype.reset = function () {
    this.picked = [];
    this.refresh();
  };

  // Others' moves since yours: each bot move shows "… is thinking" first, then the move, one after
  // another, so a chain of bot replies can be followed. Moves this page has shown already stay put.
  var REVEAL_MS = 700;
  var REDUCED_MOTION = window.matchMedia("(prefers-reduced-motion: reduce)");
  var shownPly = 0;    // the latest move this page has shown (a game that has not started shows none)
  var botWasThinking = false;
  var revealing = [];  // plies of bot moves still waiting behind their "thinking" line
  var revealRun = 0;   // a redraw starts a new run; the old run's timers then do nothing
  var revealedTable = null;

  function revealRecent(live) {
    if (live === revealedTable) { return; }  // the same table settled again (another swap on the page)
    var firstTable = revealedTable === null;  // the page as loaded: every move on it is already shown
    revealedTable = live;
    var lines = Array.prototype.slice.call(live.querySelectorAll("#recent-moves li[data-ply]"));
    var before = shownPly;
    var watched = botWasThinking;  // the last table already said a bot was thinking: its move needs no pause
    lines.forEach(function (line) { shownPly = Math.max(shownPly, Number(line.dataset.ply)); });
    botWasThinking = live.dataset.botThinking === "1";
    if (firstTable || REDUCED_MOTION.matches) { return; }
    // A redraw in the middle of a reveal (a poll brought a later move) goes on with the moves not yet
    // shown, in order, so none of them skips its "thinking" line or shows before an earlier one.
    var pending = lines.filter(function (line) { return revealing.indexOf(Number(line.dataset.ply)) >= 0; });
    var fresh = lines.filter(function (line) { return Number(line.dataset.ply) > before && line.dataset.bot; });
    if (watched && !pending.length) { fresh.shift(); }
    fresh = pending.concat(fresh);
    revealing = fresh.map(function (line) { return Number(line.dataset.ply); });
    var run = ++revealRun;
    fresh.forEach(function (line) { line.hidden = true; });
    (function next(index) {
      if (run !== revealRun || index >= fresh.length) { return; }
      var line = fresh[index];
      var thinking = document.createElement("li");
      thinking.className = "thinking";
      thinking.textContent = line.dataset.bot + " is thinking…";
      line.parentNode.insertBefore(thinking, line);
      window.setTimeout(function () {
        if (run !== revealRun) { return; }
        thinking.remove();
        line.hidden = false;
        revealing.shift();
        next(index + 1);
      }, REVEAL_MS);
    })(0);
  }

  // On a phone the move sheet is fixed at the bottom: the board's pan box gets the height between its
  // top and the sheet, and the page ends with room for the sheet, so nothing hides under it.
  function fitBoard() {
    var live = document.getElementById("live");
    var pan = live && live.querySelector(".board-pan");
    var panel = live && live.querySelector(".move-panel");
    // Set on the body, not on #live, so a redrawn table keeps the last room until it is measured again.
    var style = document.body.style;
    if (!PHONE.matches || !pan || !panel) {
      style.removeProperty("--board-room");
      style.removeProperty("--sheet-height");
      return;
    }
    var sheet = Math.ceil(panel.getBoundingClientRect().height);
    var top = pan.getBoundingClientRect().top + window.scrollY;
    var room = Math.floor(window.innerHeight - top - sheet - 8);
    style.setProperty("--board-room", Math.max(room, MIN_BOARD_ROOM) + "px");
    style.setProperty("--sheet-height", sheet + "px");
  }

  var sizeWatcher = new ResizeObserver(fitBoard);

  // Where the player has panned the board: a redrawn table keeps it. A new table starts at the left,
  // or on its centre where the board asks (Doomtown's homes sit in the middle of their streets).
  var panAt = null;
  function keepPan() {
    var pan = document.querySelector("#live .board-pan");
    panAt = pan ? { left: pan.scrollLeft, top: pan.scrollTop } : null;
  }
  function restorePan(live) {
    var pan = live.querySelector(".board-pan");
    if (!pan) { return; }
    if (panAt) {
      pan.scrollLeft = panAt.left;
      pan.scrollTop = panAt.top;
    } else if (pan.dataset.start === "centre") {
      pan.scrollLeft = (pan.scrollWidth - pan.clientWidth) / 2;
    }
  }

  function attach(live) {
    if (!live) { return; }
    revealRecent(live);
    var picker = new BoardPicker(live);
    live.boardPicker = picker;
    picker.refresh();
    var mine = live.dataset.myTurn === "1";
    var title = live.dataset.gameTitle || document.title;
    document.title = (mine ? "Your turn! · " : "") + title;
    if (PHONE.matches) {
      live.querySelectorAll("details.fold").forEach(function (details) {
        details.open = sessionStorage.getItem("fold:" + details.id) === "open";
      });
    }
    fitBoard();
    restorePan(live);
    // The sheet and what is above the board change height as lines appear and picks narrow the list.
    sizeWatcher.disconnect();
    live.querySelectorAll(".move-panel, .table-main").forEach(function (element) { sizeWatcher.observe(element); });
  }

  document.addEventListener("click", function (event) {
    var element = event.target.closest && event.target.closest(".board [data-target].legal");
    var live = document.getElementById("live");
    if (element && live && live.boardPicker) {
      event.preventDefault();
      live.boardPicker.pick(element.dataset.target);
    }
  });
  document.addEventListener("keydown", function (event) {
    var live = document.getElementById("live");
    if (!live || !live.boardPicker) { return; }
    if (event.key === "Escape") { live.boardPicker.reset(); return; }
    var element = event.target.closest && event.target.closest(".board [data-target].legal");
    if (element && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      live.boardPicker.pick(element.dataset.target);
    }
  });
  document.addEventListener("toggle", function (event) {
    var details = event.target;
    if (details.classList && details.classList.contains("fold") && PHONE.matches) {
      sessionStorage.setItem("fold:" + details.id, details.open ? "open" : "closed");
    }
  }, true);
  function movingForm(event) {
    var form = event.target.closest && event.target.closest("#live form");
    return form && (form.classList.contains("action-form") || form.classList.contains("undo-form")) ? form : null;
  }
  document.addEventListener("htmx:beforeRequest", function (event) {
    var live = document.getElementById("live");
    if (!movingForm(event) || !live || !live.boardPicker) { return; }
    if (live.classList.contains("sending")) { event.preventDefault(); return; }  // one move per table
    live.boardPicker.lock();
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    // A table that came back replaces this one; one that did not (a network or server error) is usable again.
    var live = document.getElementById("live");
    if (movingForm(event) && live && live.boardPicker && live.classList.contains("sending")) {
      live.boardPicker.unlock();
    }
  });
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.target && event.detail.target.id === "live") { keepPan(); }
  });
  // Hide a bot's new moves and put the board where it was as soon as the table is swapped in, not at
  // settle (20 ms later), so a move never flashes before its "thinking" line and a new board is never
  // seen at its left edge before it jumps back to where the player had it (or to its centre).
  document.addEventListener("htmx:afterSwap", function (event) {
    var live = document.getElementById("live");
    if (!live) { return; }
    revealRecent(live);
    if (event.detail.target && event.detail.target.id === "live") { restorePan(live); }
  });
  document.addEventListener("htmx:afterSettle", function () { attach(document.getElementById("live")); });
  document.addEventListener("DOMContentLoaded", function () { attach(document.getElementById("live")); });
  window.addEventListener("resize", fitBoard);
})();
