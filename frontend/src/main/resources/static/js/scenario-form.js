// The scenario form: shows only the fields the chosen load shape and workload use (the groups carry
// data-shapes / data-workloads lists rendered by the server), edits the stage rows of the custom shape,
// and tells the inline validation which inputs the person has touched.
const form = document.querySelector('form[data-scenario-form]');
const touched = new Set();

// stage inputs report under "stages", like the server's field paths; capacity.startRate under capacityStartRate
const inputOf = (name) => {
  if (name.startsWith('stage')) {
    return 'stages';
  }
  return name.startsWith('capacity.') ? `capacity${name[9].toUpperCase()}${name.slice(10)}` : name;
};

function showApplicableGroups() {
  const shape = form.elements.loadShape.value;
  const workload = form.elements.workload.value;
  for (const group of form.querySelectorAll('[data-shapes]')) {
    toggle(group, group.dataset.shapes.split(' ').includes(shape));
  }
  for (const group of form.querySelectorAll('[data-workloads]')) {
    toggle(group, group.dataset.workloads.split(' ').includes(workload));
  }
  const option = form.elements.loadShape.selectedOptions[0];
  document.getElementById('shape-hint').textContent = option?.dataset.hint ?? '';
}

// hidden groups are disabled too, so neither the save nor the inline check sends their values
function toggle(group, visible) {
  group.hidden = !visible;
  group.disabled = !visible;
}

function markInvalidInputs() {
  for (const message of form.querySelectorAll('.field-error[id^="err-"]')) {
    const input = form.elements[message.id.substring(4)];
    if (input instanceof Element) {
      if (message.textContent.trim()) {
        input.setAttribute('aria-invalid', 'true');
      } else {
        input.removeAttribute('aria-invalid');
      }
    }
  }
}

form.addEventListener('change', (event) => {
  if (event.target.name) {
    touched.add(inputOf(event.target.name));
  }
  if (event.target.name === 'loadShape' || event.target.name === 'workload') {
    showApplicableGroups();
  }
});

form.addEventListener('htmx:configRequest', (event) => {
  event.detail.parameters.touched = [...touched].join(',');
});
document.body.addEventListener('htmx:afterRequest', markInvalidInputs);

form.addEventListener('click', (event) => {
  if (event.target.matches('[data-add-stage]')) {
    const row = document.getElementById('stage-row-template').content.cloneNode(true);
    document.getElementById('stages').append(row);
  } else if (event.target.matches('[data-remove-stage]')) {
    const rows = form.querySelectorAll('#stages .stage-row');
    if (rows.length > 1) {
      event.target.closest('.stage-row').remove();
      touched.add('stages');
      form.dispatchEvent(new Event('change'));
    }
  }
});

showApplicableGroups();
