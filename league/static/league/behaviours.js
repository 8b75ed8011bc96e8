// Small page behaviours declared in the markup, so no page needs an inline script or handler
// (the Content-Security-Policy allows scripts from this site's own files only).
//   <form data-confirm="Really?">   asks before submitting
//   <select data-autosubmit>        submits its form when changed
//   <button data-print>             prints the page
//   <button data-fullscreen="#id">  shows that element full screen (the projector timer)
document.addEventListener("submit", (event) => {
  const message = event.target.dataset ? event.target.dataset.confirm : undefined;
  if (message && !window.confirm(message)) {
    event.preventDefault();
  }
});
document.addEventListener("change", (event) => {
  if (event.target.matches("select[data-autosubmit]") && event.target.form) {
    event.target.form.requestSubmit();
  }
});
document.addEventListener("click", (event) => {
  if (event.target.closest("[data-print]")) {
    window.print();
  }
  const fullscreen = event.target.closest("[data-fullscreen]");
  if (fullscreen) {
    const shown = document.querySelector(fullscreen.dataset.fullscreen);
    if (shown && shown.requestFullscreen) {
      shown.requestFullscreen();
    }
  }
});
