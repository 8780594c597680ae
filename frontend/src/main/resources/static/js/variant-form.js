// The variant form: tells the inline validation which inputs the person has touched, under the names the
// server's field errors use (the target select reports as "approach", the other-folder input as "jdk").
const form = document.getElementById('variant-form');
const touched = new Set();
const inputOf = (name) => ({ target: 'approach', jdkPath: 'jdk' })[name] ?? name;

form.addEventListener('change', (event) => {
  if (event.target.name) {
    touched.add(inputOf(event.target.name));
  }
});

form.addEventListener('htmx:configRequest', (event) => {
  event.detail.parameters.touched = [...touched].join(',');
});

// after an inline check: mark the inputs whose message is not empty
form.addEventListener('htmx:afterSettle', () => {
  for (const message of form.querySelectorAll('.field-error[id^="err-"]')) {
    const name = message.id.substring(4) === 'approach' ? 'target' : message.id.substring(4);
    const input = form.elements[name];
    if (input instanceof Element) {
      if (message.textContent.trim()) {
        input.setAttribute('aria-invalid', 'true');
      } else {
        input.removeAttribute('aria-invalid');
      }
    }
  }
});

// the other-folder input only matters when "another folder…" is chosen
const jdk = form.elements.jdk;
const jdkPath = form.elements.jdkPath;
const showPath = () => { jdkPath.hidden = jdk.value !== 'other'; };
jdk.addEventListener('change', showPath);
showPath();
