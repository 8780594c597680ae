// The charts of one trial, fed with "second" messages (live or stored; both have the same shape).
// x is seconds from the start of the measured run, negative during warm-up, which is shaded.
const { Chart } = window;

const COLORS = {
  ok: '#2f9e44', error: '#e03131', p50: '#1971c2', p90: '#f08c00', p99: '#9c36b5', points: 'rgba(25,113,194,0.35)',
  a: '#1971c2', b: '#e8590c', c: '#2f9e44', d: '#868e96',
};
const MAX_POINTS = 20_000;

// shades x < 0 (warm-up) in every chart
const warmupBand = {
  id: 'warmupBand',
  beforeDatasetsDraw(chart) {
    const x = chart.scales.x;
    if (!x || x.min >= 0) {
      return;
    }
    const { ctx, chartArea } = chart;
    const left = Math.max(chartArea.left, x.getPixelForValue(x.min));
    const right = Math.min(chartArea.right, x.getPixelForValue(0));
    if (right > left) {
      ctx.save();
      ctx.fillStyle = 'rgba(134,142,150,0.16)';
      ctx.fillRect(left, chartArea.top, right - left, chartArea.bottom - chartArea.top);
      ctx.restore();
    }
  },
};
Chart.register(warmupBand);

const line = (label, color, extra = {}) => ({
  label, data: [], borderColor: color, backgroundColor: color, borderWidth: 1.5, pointRadius: 0, showLine: true,
  tension: 0, spanGaps: false, ...extra,
});

function options(yTitle, { log = false, y1Title = null, min = 0 } = {}) {
  const scales = {
    x: { type: 'linear', title: { display: true, text: 's' }, ticks: { maxTicksLimit: 8 } },
    y: log ? { type: 'logarithmic', title: { display: true, text: yTitle } }
      : { type: 'linear', min, title: { display: true, text: yTitle } },
  };
  if (y1Title) {
    scales.y1 = { type: 'linear', position: 'right', min: 0, title: { display: true, text: y1Title }, grid: { drawOnChartArea: false } };
  }
  return {
    animation: false, responsive: true, maintainAspectRatio: false, parsing: false, normalized: true,
    interaction: { mode: 'nearest', intersect: false },
    plugins: {
      legend: { labels: { boxWidth: 10, font: { size: 10 } } },
      zoom: {
        zoom: { wheel: { enabled: true }, pinch: { enabled: true }, mode: 'x' },
        pan: { enabled: true, mode: 'x' },
      },
      tooltip: { callbacks: { title: (items) => (items.length ? `${items[0].parsed.x.toFixed(1)} s` : '') } },
    },
    scales,
  };
}

// what each chart shows: datasets and how a second message fills them
const CHARTS = [
  {
    key: 'latency', title: 'Latency (ms)', wide: true, type: 'scatter', options: options('ms', { log: true }),
    datasets: [
      { label: 'requests', data: [], backgroundColor: COLORS.points, borderWidth: 0, pointRadius: 1.5, showLine: false },
      { label: 'errors', data: [], backgroundColor: COLORS.error, borderWidth: 0, pointRadius: 2.5, showLine: false },
      line('p50', COLORS.p50), line('p90', COLORS.p90), line('p99', COLORS.p99),
    ],
    series: (m) => [null, null, m.p50, m.p90, m.p99],
  },
  {
    key: 'rps', title: 'Requests per second', type: 'line', options: options('req/s'),
    datasets: [line('ok', COLORS.ok), line('failed', COLORS.error)],
    series: (m) => [m.requestsOk, m.requestsError],
  },
  {
    key: 'cpu', title: 'CPU', type: 'line', options: options('% of all cores', { y1Title: '% of one core' }),
    datasets: [line('system', COLORS.d), line('SUT', COLORS.a, { yAxisID: 'y1' }), line('k6', COLORS.b, { yAxisID: 'y1' })],
    series: (m) => [m.telemetry?.cpuTotalPercent, m.telemetry?.sutCpuPercent, m.telemetry?.loadgenCpuPercent],
  },
  {
    key: 'memory', title: 'Memory', type: 'line', options: options('RAM %', { y1Title: 'MiB' }),
    datasets: [line('RAM %', COLORS.d), line('SUT RSS', COLORS.a, { yAxisID: 'y1' }), line('heap used', COLORS.c, { yAxisID: 'y1' })],
    series: (m) => [m.telemetry?.ramUsedPercent, m.telemetry?.sutRssMib, m.telemetry?.heapUsedMib],
  },
  {
    key: 'sockets', title: 'Sockets', type: 'line', options: options('TCP established'),
    datasets: [line('established', COLORS.a)],
    series: (m) => [m.telemetry?.tcpEstablished],
  },
  {
    key: 'network', title: 'Network (loopback)', type: 'line', options: options('KiB/s', { y1Title: 'packets/s' }),
    datasets: [line('KiB/s', COLORS.a), line('packets/s', COLORS.b, { yAxisID: 'y1' })],
    series: (m) => [m.telemetry?.loopbackBytesPerSecond == null ? null : m.telemetry.loopbackBytesPerSecond / 1024,
      m.telemetry?.loopbackPacketsPerSecond],
  },
  {
    key: 'jvm', title: 'GC and threads', type: 'line', options: options('GC ms per s', { y1Title: 'threads' }),
    datasets: [line('GC time', COLORS.error), line('GC count', COLORS.b), line('platform threads', COLORS.a, { yAxisID: 'y1' })],
    series: (m) => [m.telemetry?.gcTimeMillisDelta, m.telemetry?.gcCountDelta, m.telemetry?.platformThreads],
  },
];

// inserts a point keeping x in order (live seconds may arrive slightly out of order)
function insert(data, point) {
  let i = data.length;
  while (i > 0 && data[i - 1].x > point.x) {
    i--;
  }
  data.splice(i, 0, point);
}

export class TrialCharts {
  constructor(container) {
    this.seconds = new Set();
    this.pointCount = 0;
    this.pending = false;
    this.charts = CHARTS.map((spec) => {
      const box = document.createElement('div');
      box.className = spec.wide ? 'chart-box wide' : 'chart-box';
      box.dataset.chart = spec.key;
      const title = document.createElement('h4');
      title.textContent = spec.title;
      const canvas = document.createElement('canvas');
      box.append(title, canvas);
      container.append(box);
      canvas.addEventListener('dblclick', () => chart.resetZoom());
      const chart = new Chart(canvas, {
        type: spec.type,
        data: { datasets: structuredClone(spec.datasets) },
        options: spec.options,
      });
      return { spec, chart };
    });
  }

  /** Adds one second (ignored if this second was added before); returns true if it was new. */
  add(message) {
    if (this.seconds.has(message.second)) {
      return false;
    }
    this.seconds.add(message.second);
    const x = message.second;
    for (const { spec, chart } of this.charts) {
      spec.series(message).forEach((value, i) => {
        if (value !== null && value !== undefined) {
          insert(chart.data.datasets[i].data, { x, y: value });
        }
      });
    }
    this.addPoints(message);
    this.scheduleUpdate();
    return true;
  }

  // raw points: x relative to the measured start, from the second's own epoch and offset
  addPoints(message) {
    if (!message.samples?.length || this.pointCount >= MAX_POINTS) {
      return;
    }
    const start = message.epochSecond - message.second;
    const [ok, errors] = this.charts[0].chart.data.datasets;
    for (const [epochMillis, millis, , error] of message.samples) {
      const point = { x: epochMillis / 1000 - start, y: Math.max(millis, 0.01) };
      (error ? errors : ok).data.push(point);
      this.pointCount++;
    }
  }

  scheduleUpdate() {
    if (this.pending) {
      return;
    }
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      for (const { chart } of this.charts) {
        chart.update('none');
      }
    });
  }
}
