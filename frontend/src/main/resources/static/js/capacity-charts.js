// The knee charts of a benchmark's capacity searches (issue 12), one pair per scenario: p50/p99 latency and
// achieved throughput against the offered rate, a line per variant, the SLO drawn dashed. Fed with
// "capacity-step" messages, stored ones first, then live ones (deduplicated by trial and step index).
import { logLatencyAxis } from './chart-scales.js';

const { Chart } = window;

const PALETTE = ['#1971c2', '#e8590c', '#2f9e44', '#9c36b5', '#f08c00', '#0c8599', '#e03131', '#868e96'];
const SLO = '#e03131';

function options(yTitle, log = false) {
  return {
    animation: false, responsive: true, maintainAspectRatio: false, parsing: false,
    plugins: {
      legend: { labels: { boxWidth: 10, font: { size: 10 } } },
      tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${item.parsed.y.toFixed(1)} at ${item.parsed.x} req/s` } },
    },
    scales: {
      x: { type: 'linear', min: 0, title: { display: true, text: 'offered req/s' } },
      // latency on a log axis, so that an SLO of 150 ms is not a sliver under a pool's seconds of queueing
      y: log ? logLatencyAxis(yTitle) : { type: 'linear', min: 0, title: { display: true, text: yTitle } },
    },
  };
}

const series = (label, color, extra = {}) => ({
  label, data: [], borderColor: color, backgroundColor: color, borderWidth: 1.5, pointRadius: 3, showLine: true,
  tension: 0, ...extra,
});

// a point per step, kept in order of offered rate so that a line joins them left to right
function insert(data, point) {
  let i = data.length;
  while (i > 0 && data[i - 1].x > point.x) {
    i--;
  }
  data.splice(i, 0, point);
}

class ScenarioCharts {
  constructor(container, scenario) {
    const box = document.createElement('div');
    box.className = 'capacity-scenario';
    box.dataset.scenario = scenario;
    const title = document.createElement('h3');
    title.textContent = scenario;
    const grid = document.createElement('div');
    grid.className = 'chart-grid';
    box.append(title, grid);
    container.append(box);
    this.latency = this.chart(grid, 'capacity-latency', 'Latency against offered rate', 'ms (log)', true);
    this.throughput = this.chart(grid, 'capacity-throughput', 'Achieved against offered rate', 'achieved req/s');
    this.variants = new Map();
    this.slo = null;
    this.maxRate = 0;
  }

  chart(grid, key, text, yTitle, log = false) {
    const box = document.createElement('div');
    box.className = 'chart-box';
    box.dataset.chart = key;
    const title = document.createElement('h4');
    title.textContent = text;
    const canvas = document.createElement('canvas');
    box.append(title, canvas);
    grid.append(box);
    return new Chart(canvas, { type: 'scatter', data: { datasets: [] }, options: options(yTitle, log) });
  }

  variant(name) {
    if (!this.variants.has(name)) {
      const color = PALETTE[this.variants.size % PALETTE.length];
      const p50 = series(`${name} p50`, color, { borderDash: [2, 2], pointRadius: 2 });
      const p99 = series(`${name} p99`, color);
      const achieved = series(name, color);
      this.latency.data.datasets.push(p50, p99);
      this.throughput.data.datasets.push(achieved);
      this.variants.set(name, { p50, p99, achieved });
    }
    return this.variants.get(name);
  }

  // the SLO as dashed horizontal lines, and "achieved = offered" as the throughput chart's diagonal
  drawSlo(message) {
    this.maxRate = Math.max(this.maxRate, message.offeredRate);
    if (!this.slo) {
      this.slo = {
        p99: series(`SLO p99 ≤ ${message.sloP99Millis} ms`, SLO, { borderDash: [6, 4], pointRadius: 0 }),
        p50: message.sloP50Millis == null ? null
          : series(`SLO p50 ≤ ${message.sloP50Millis} ms`, SLO, { borderDash: [2, 4], pointRadius: 0 }),
        diagonal: series('achieved = offered', '#adb5bd', { borderDash: [4, 4], pointRadius: 0 }),
      };
      this.latency.data.datasets.unshift(...[this.slo.p99, this.slo.p50].filter(Boolean));
      this.throughput.data.datasets.unshift(this.slo.diagonal);
    }
    const right = this.maxRate * 1.05;
    this.slo.p99.data = [{ x: 0, y: message.sloP99Millis }, { x: right, y: message.sloP99Millis }];
    if (this.slo.p50) {
      this.slo.p50.data = [{ x: 0, y: message.sloP50Millis }, { x: right, y: message.sloP50Millis }];
    }
    this.slo.diagonal.data = [{ x: 0, y: 0 }, { x: right, y: right }];
  }

  add(message) {
    this.drawSlo(message);
    const lines = this.variant(message.variant);
    if (message.p50Millis != null) {
      insert(lines.p50.data, { x: message.offeredRate, y: message.p50Millis });
    }
    if (message.p99Millis != null) {
      insert(lines.p99.data, { x: message.offeredRate, y: message.p99Millis });
    }
    insert(lines.achieved.data, { x: message.offeredRate, y: message.achievedRps });
    this.latency.update('none');
    this.throughput.update('none');
  }
}

export class CapacityCharts {
  constructor(container) {
    this.container = container;
    this.scenarios = new Map();
    this.seen = new Set();
  }

  /** Adds one judged step (ignored when seen before); returns true if it was new. */
  add(message) {
    const key = `${message.trialId}/${message.index}`;
    if (this.seen.has(key)) {
      return false;
    }
    this.seen.add(key);
    this.container.dataset.steps = String(this.seen.size);
    if (message.repeated) {
      return true; // a miss on a busy host, run again: its repeat is drawn
    }
    if (!this.scenarios.has(message.scenario)) {
      this.scenarios.set(message.scenario, new ScenarioCharts(this.container, message.scenario));
    }
    this.scenarios.get(message.scenario).add(message);
    return true;
  }
}
