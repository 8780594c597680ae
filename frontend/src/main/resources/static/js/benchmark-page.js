// The benchmark page: every trial's charts load what is stored, then (while the benchmark runs) follow
// /ws/live. Status messages update badges, steps and progress without a reload; when the benchmark
// finishes, htmx fetches the summary. Counters in data-live-seconds show what came over the socket.
import { TrialCharts } from './charts.js';
import { connectLive } from './live-socket.js';
import { CapacityCharts } from './capacity-charts.js';
import { loadVariantCharts } from './variant-charts.js';

const page = document.getElementById('benchmark-page');
const benchmarkId = page.dataset.benchmarkId;
const FINAL = ['SUCCEEDED', 'FAILED', 'CANCELLED', 'INTERRUPTED'];
const panels = new Map();
let lastBenchmarkSeq = 0;
const capacityBox = document.querySelector('[data-capacity-charts]');
const capacity = capacityBox ? new CapacityCharts(capacityBox) : null;
const variantChartsBox = document.querySelector('[data-variant-charts]');

// the compare-variants charts: drawn once the benchmark has finished, from its counted trials
function loadCompare() {
  if (variantChartsBox) {
    loadVariantCharts(variantChartsBox, benchmarkId);
  }
}

// the stored steps of the capacity searches; live steps arriving meanwhile are deduplicated by the charts
async function loadCapacity() {
  if (!capacity) {
    return;
  }
  const response = await fetch(`/benchmarks/${benchmarkId}/capacity-steps`);
  if (response.ok) {
    (await response.json()).forEach((step) => capacity.add(step));
  }
}

for (const element of document.querySelectorAll('.trial-panel')) {
  panels.set(Number(element.dataset.trialId), {
    element, charts: null, loading: null, buffered: [], lastSeq: 0, liveSeconds: 0,
  });
}

function chartsOf(panel) {
  if (!panel.charts) {
    panel.charts = new TrialCharts(panel.element.querySelector('[data-charts]'));
  }
  return panel.charts;
}

// stored seconds first; live seconds arriving meanwhile wait in `buffered` and are added after
async function loadStored(trialId) {
  const panel = panels.get(trialId);
  if (panel.loading) {
    return panel.loading;
  }
  panel.loading = (async () => {
    try {
      const response = await fetch(`/benchmarks/${benchmarkId}/trials/${trialId}/seconds`);
      if (response.ok) {
        const seconds = await response.json();
        if (seconds.length) {
          const charts = chartsOf(panel);
          seconds.forEach((second) => charts.add(second));
        }
      }
    } finally {
      panel.loading = null;
      panel.buffered.splice(0).forEach((second) => chartsOf(panel).add(second));
    }
  })();
  return panel.loading;
}

function onSecond(message) {
  const panel = panels.get(message.trialId);
  if (!panel) {
    return;
  }
  panel.liveSeconds++;
  panel.element.dataset.liveSeconds = String(panel.liveSeconds);
  if (panel.loading) {
    panel.buffered.push(message);
  } else {
    chartsOf(panel).add(message);
  }
}

function setBadge(element, status, suffix = '') {
  element.className = `status trial-status status-${status.toLowerCase()}`;
  element.textContent = status.toLowerCase() + suffix;
}

function onStatus(message) {
  document.body.dispatchEvent(new CustomEvent('live-status'));
  if (message.trialId == null) {
    if (message.seq < lastBenchmarkSeq) {
      return;
    }
    lastBenchmarkSeq = message.seq;
    const badge = document.querySelector('#benchmark-status .status');
    badge.className = `status status-${message.status.toLowerCase()}`;
    badge.textContent = message.status.toLowerCase();
    if (FINAL.includes(message.status)) {
      finish();
    }
    return;
  }
  const panel = panels.get(message.trialId);
  if (!panel || message.seq < panel.lastSeq) {
    return;
  }
  panel.lastSeq = message.seq;
  panel.element.dataset.status = message.status;
  setBadge(panel.element.querySelector('.trial-status'), message.status);
  // the step, and what it is doing when it says (waiting for a quiet machine, building a container image)
  panel.element.querySelector('.trial-step').textContent =
    message.status === 'RUNNING' ? message.stepText || '' : '';
  if (message.status === 'RUNNING') {
    chartsOf(panel);
  }
}

let live = null;

function finish() {
  page.dataset.finished = 'true';
  document.getElementById('stop-form')?.remove();
  document.body.dispatchEvent(new CustomEvent('benchmark-finished'));
  live?.stop();
  // the last seconds may have been stored after the final live message was sent
  for (const [trialId, panel] of panels) {
    if (panel.charts) {
      loadStored(trialId);
    }
  }
  loadCapacity();
  loadCompare();
}

// a running trial shows its (empty) charts at once; seconds fill them as they come
for (const panel of panels.values()) {
  if (panel.element.dataset.status === 'RUNNING') {
    chartsOf(panel);
  }
}

function loadAllStored() {
  for (const trialId of panels.keys()) {
    loadStored(trialId);
  }
  loadCapacity();
}

// a status change missed while connecting (the benchmark may have finished meanwhile)
async function checkFinished() {
  const response = await fetch(`/api/benchmarks/${benchmarkId}`);
  if (response.ok) {
    const benchmark = await response.json();
    if (FINAL.includes(benchmark.status) && page.dataset.finished !== 'true') {
      onStatus({ type: 'status', seq: Number.MAX_SAFE_INTEGER, benchmarkId, trialId: null, status: benchmark.status });
    }
  }
}

if (page.dataset.finished === 'true') {
  loadAllStored();
  loadCompare();
} else {
  const dot = document.getElementById('live-dot');
  const state = document.getElementById('live-state');
  live = connectLive(`?benchmark=${benchmarkId}`, {
    onMessage: (message) => {
      if (message.type === 'second') {
        onSecond(message);
      } else if (message.type === 'capacity-step') {
        capacity?.add(message);
      } else {
        onStatus(message);
      }
    },
    // subscribed first, then what is stored: nothing published in between is lost (seconds are deduplicated)
    onOpen: () => {
      loadAllStored();
      checkFinished();
      document.body.dispatchEvent(new CustomEvent('live-status'));
    },
    onState: (text) => {
      dot.classList.toggle('connected', text === 'live');
      state.textContent = text;
    },
  });
}
