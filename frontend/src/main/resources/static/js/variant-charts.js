// The compare-variants charts of a benchmark (issue 38): per scenario, every variant on shared axes — latency over
// time (p99 solid, p50 dashed) with GC pauses and pinning as markers and seconds without answers shaded, the latency
// distribution by percentile (HdrHistogram's percentile plot), throughput, CPU, memory and threads. Each variant is
// drawn from its repetition with the median p99; the distribution merges all of its repetitions.
import { logLatencyAxis, percentileAxis, percentileX } from './chart-scales.js';

const { Chart } = window;

const PALETTE = ['#1971c2', '#e8590c', '#2f9e44', '#9c36b5', '#f08c00', '#0c8599', '#e03131', '#868e96'];

function options(y, { x = null, legendNote = null } = {}) {
  return {
    animation: false, responsive: true, maintainAspectRatio: false, parsing: false, normalized: true,
    interaction: { mode: 'nearest', intersect: false },
    plugins: {
      legend: { labels: { boxWidth: 10, font: { size: 10 } } },
      subtitle: legendNote ? { display: true, text: legendNote, font: { size: 10 }, align: 'start' } : { display: false },
    },
    scales: {
      x: x ?? { type: 'linear', min: 0, title: { display: true, text: 'measured seconds' }, ticks: { maxTicksLimit: 10 } },
      y,
    },
  };
}

const line = (label, color, data, extra = {}) => ({
  label, data, borderColor: color, backgroundColor: color, borderWidth: 1.5, pointRadius: 0, showLine: true,
  tension: 0, spanGaps: false, ...extra,
});

// seconds in which a variant answered nothing, shaded in its colour (a stall: a pool that stopped, a long pause)
const stallBands = {
  id: 'stallBands',
  beforeDatasetsDraw(chart, args, opts) {
    const bands = opts?.bands;
    const x = chart.scales.x;
    if (!bands?.length || !x) {
      return;
    }
    const { ctx, chartArea } = chart;
    ctx.save();
    for (const { from, to, color } of bands) {
      const left = Math.max(chartArea.left, x.getPixelForValue(from - 0.5));
      const right = Math.min(chartArea.right, x.getPixelForValue(to + 0.5));
      if (right > left) {
        ctx.fillStyle = `${color}26`;
        ctx.fillRect(left, chartArea.top, right - left, chartArea.bottom - chartArea.top);
      }
    }
    ctx.restore();
  },
};
Chart.register(stallBands);

function stalls(variant, color) {
  const bands = [];
  for (const s of variant.seconds) {
    if (s.ok + s.errors === 0) {
      const last = bands[bands.length - 1];
      if (last && last.to === s.x - 1) {
        last.to = s.x;
      } else {
        bands.push({ from: s.x, to: s.x, color });
      }
    }
  }
  return bands;
}

const points = (variant, field, scale = 1) => variant.seconds
  .filter((s) => s[field] != null)
  .map((s) => ({ x: s.x, y: s[field] * scale }));

// the charts of one scenario: [key, title, build(variants, colors) → { datasets, options, plugins }]
const CHARTS = [
  ['latency', 'Latency over time', (variants, colors) => {
    const datasets = [];
    let bands = [];
    variants.forEach((v, i) => {
      const positive = (field) => points(v, field).filter((p) => p.y > 0);
      datasets.push(line(`${v.label} p99`, colors[i], positive('p99')));
      datasets.push(line(`${v.label} p50`, colors[i], positive('p50'), { borderDash: [4, 3], borderWidth: 1 }));
      const gc = positive('gcPauseMillis');
      if (gc.length) {
        datasets.push(line(`${v.label} GC pause`, colors[i], gc, { showLine: false, pointRadius: 4, pointStyle: 'triangle' }));
      }
      const pinned = positive('pinnedMillis');
      if (pinned.length) {
        datasets.push(line(`${v.label} pinned`, colors[i], pinned, { showLine: false, pointRadius: 4, pointStyle: 'crossRot', borderWidth: 2 }));
      }
      bands = bands.concat(stalls(v, colors[i]));
    });
    const o = options(logLatencyAxis('ms (log)'), {
      legendNote: 'solid p99, dashed p50; ▲ longest GC pause and ✕ longest pinning in a second (ms, flight recorder);'
        + ' shaded: seconds without answers',
    });
    o.plugins.stallBands = { bands };
    return { datasets, options: o, wide: true };
  }],
  ['distribution', 'Latency by percentile (all repetitions)', (variants, colors) => ({
    datasets: variants.map((v, i) => line(v.label, colors[i],
      v.percentiles.filter(([, ms]) => ms > 0).map(([p, ms]) => ({ x: percentileX(p), y: ms })), { pointRadius: 2 })),
    options: options(logLatencyAxis('ms (log)'), { x: percentileAxis() }),
    wide: true,
  })],
  ['throughput', 'Throughput', (variants, colors) => ({
    datasets: variants.flatMap((v, i) => {
      const sets = [line(`${v.label} answered`, colors[i], points(v, 'ok'))];
      if (v.seconds.some((s) => s.errors > 0)) {
        sets.push(line(`${v.label} failed`, colors[i], points(v, 'errors'), { borderDash: [2, 2] }));
      }
      return sets;
    }),
    options: options({ type: 'linear', min: 0, title: { display: true, text: 'req/s' } }),
  })],
  ['cpu', 'SUT CPU', (variants, colors) => ({
    datasets: variants.map((v, i) => line(v.label, colors[i], points(v, 'cpuPercent'))),
    options: options({ type: 'linear', min: 0, title: { display: true, text: '% of one core' } }),
  })],
  ['memory', 'SUT memory', (variants, colors) => ({
    datasets: variants.flatMap((v, i) => [line(`${v.label} RSS`, colors[i], points(v, 'rssMib')),
      line(`${v.label} heap used`, colors[i], points(v, 'heapMib'), { borderDash: [4, 3], borderWidth: 1 })]),
    options: options({ type: 'linear', min: 0, title: { display: true, text: 'MiB' } },
      { legendNote: 'solid: RSS (cgroup memory in a container), dashed: heap used' }),
  })],
  ['threads', 'Threads', (variants, colors) => ({
    datasets: variants.flatMap((v, i) => {
      const sets = [line(`${v.label} platform threads`, colors[i], points(v, 'platformThreads'))];
      if (v.threadKind === 'virtual' || v.seconds.some((s) => s.virtualThreads > 0)) {
        sets.push(line(`${v.label} virtual threads`, colors[i], points(v, 'virtualThreads'), { borderDash: [4, 3] }));
      }
      return sets;
    }),
    options: options({ type: 'linear', min: 0, title: { display: true, text: 'threads' } },
      { legendNote: 'dashed: virtual threads running on a carrier or waiting for one (the JDK counts no parked ones)' }),
  })],
];

function draw(container, scenario) {
  const box = document.createElement('div');
  box.className = 'variant-charts';
  box.dataset.scenario = scenario.scenario;
  const title = document.createElement('h3');
  title.textContent = scenario.scenario;
  const names = document.createElement('p');
  names.className = 'muted variant-names';
  names.textContent = scenario.variants
    .map((v) => `${v.name}: repetition ${v.repetition} of ${v.repetitions}${v.repetitions > 1 ? ' (median p99)' : ''}`)
    .join(' · ');
  const grid = document.createElement('div');
  grid.className = 'chart-grid';
  box.append(title, names, grid);
  container.append(box);
  const colors = scenario.variants.map((v, i) => PALETTE[i % PALETTE.length]);
  for (const [key, text, build] of CHARTS) {
    const spec = build(scenario.variants, colors);
    const chartBox = document.createElement('div');
    chartBox.className = `chart-box${spec.wide ? ' wide' : ''}`;
    chartBox.dataset.chart = `compare-${key}`;
    const heading = document.createElement('h4');
    heading.textContent = text;
    const canvas = document.createElement('canvas');
    chartBox.append(heading, canvas);
    grid.append(chartBox);
    new Chart(canvas, { type: 'scatter', data: { datasets: spec.datasets }, options: spec.options });
  }
}

// loads and draws every scenario once; returns how many were drawn
export async function loadVariantCharts(container, benchmarkId) {
  if (container.dataset.loaded === 'true') {
    return 0;
  }
  const response = await fetch(`/benchmarks/${benchmarkId}/variant-charts`);
  if (!response.ok) {
    return 0;
  }
  const scenarios = (await response.json()).filter((s) => s.variants.length > 1);
  container.dataset.loaded = 'true';
  container.replaceChildren();
  scenarios.forEach((scenario) => draw(container, scenario));
  container.closest('section')?.toggleAttribute('hidden', scenarios.length === 0);
  return scenarios.length;
}

