// The charts of one trial, fed with "second" messages (live or stored; both have the same shape).
// x is seconds from the start of the measured run, negative during warm-up, which is shaded. The charts are
// stacked in one column on one time axis: every chart follows the latency chart's x range and gives its
// y axes the same widths, so a second sits at the same x in each.
import { logLatencyAxis } from './chart-scales.js';

const { Chart } = window;

// pixels of the left (y) and right (y1) axis of every chart; a chart without y1 keeps the room empty
const Y_WIDTH = 64;
const Y1_WIDTH = 64;

const COLORS = {
  ok: '#2f9e44', error: '#e03131', p50: '#1971c2', p90: '#f08c00', p99: '#9c36b5', points: 'rgba(25,113,194,0.35)',
  a: '#1971c2', b: '#e8590c', c: '#2f9e44', d: '#868e96',
};
const MAX_POINTS = 20_000;
// the error kinds of the stacked error chart: [id as in "errorKinds", label, colour]
const ERROR_KINDS = [
  ['refused', 'refused', '#c92a2a'], ['reset', 'reset', '#e8590c'], ['dial_timeout', 'dial timeout', '#f08c00'],
  ['request_timeout', 'request timeout', '#9c36b5'], ['network_other', 'other network', '#868e96'],
  ['http_5xx', 'HTTP 5xx', '#e03131'], ['http_4xx', 'HTTP 4xx', '#fcc419'], ['http_3xx', 'unexpected 3xx', '#7950f2'], ['http_other', 'other HTTP', '#adb5bd'],
];

const NOT_RECORDED = 'not recorded: ';

// why a lane has no figures: the benchmark ran without the flight recorder (its page says so in data-jfr), or the
// stream never delivered (the trial's "Why" says why); with how to turn the recorder on
function notRecorded() {
  return NOT_RECORDED + (document.getElementById('benchmark-page')?.dataset.jfr === 'off'
    ? 'this benchmark ran without the flight recorder of the SUT. It is off by default: it costs each SUT about 3–8 ms'
      + ' of CPU a second, a few % of a light load, which would weigh on the recorded variants\' CPU figures only.'
      + ' Turn it on with “Flight recorder of the SUT” in New benchmark, --jfr on in the CLI or "jfr": true in the API'
    : 'the flight recorder did not stream from this SUT (why: see “Why” under the trial)');
}

// what a lane says: nothing when it draws, one line instead of the chart when the stream was off
function laneNote(m, jfrField, carrierField) {
  const t = m.telemetry;
  if (!t || t.jvmUnavailableReason) {
    return null; // not attached yet: say nothing rather than something wrong
  }
  if (t[jfrField] === undefined) {
    return notRecorded();
  }
  return carrierField && t[carrierField] === undefined ? 'carriers n/a (JDK before 24)' : '';
}

// the memory chart's note: what the SUT allocated per request in the latest second that answered any
function allocationNote(m) {
  const bytes = m.telemetry?.allocatedBytesDelta;
  const requests = m.requestsOk + m.requestsError;
  if (bytes == null || !(requests > 0)) {
    return null; // keeps the last figure shown
  }
  return `allocated ${(bytes / 1024 / requests).toFixed(1)} KiB per request`;
}

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

// hides a y tick label that would overlap the one below it (a log axis labels the top of a narrow range densely)
const tickSpacing = {
  id: 'tickSpacing',
  afterLayout(chart) {
    for (const scale of Object.values(chart.scales)) {
      if (scale.axis !== 'y') {
        continue;
      }
      const gap = (scale.options.ticks.font?.size ?? Chart.defaults.font.size) + 3;
      let kept = null;
      for (const tick of scale.ticks) {
        if (tick.label === '' || tick.label == null) {
          continue;
        }
        const pixel = scale.getPixelForValue(tick.value);
        if (kept !== null && Math.abs(kept - pixel) < gap) {
          tick.label = '';
        } else {
          kept = pixel;
        }
      }
      scale._labelItems = null; // computed at draw time from the labels above
    }
  },
};
Chart.register(tickSpacing);

const fixedWidth = (width) => (scale) => {
  scale.width = width;
};

const line = (label, color, extra = {}) => ({
  label, data: [], borderColor: color, backgroundColor: color, borderWidth: 1.5, pointRadius: 0, showLine: true,
  tension: 0, spanGaps: false, ...extra,
});

function options(yTitle, { log = false, y1Title = null, min = 0, stacked = false } = {}) {
  const scales = {
    x: { type: 'linear', stacked, title: { display: true, text: 's' }, ticks: { maxTicksLimit: 8 } },
    y: log ? logLatencyAxis(yTitle, { afterFit: fixedWidth(Y_WIDTH) })
      : { type: 'linear', min, stacked, title: { display: true, text: yTitle }, afterFit: fixedWidth(Y_WIDTH) },
  };
  if (y1Title) {
    scales.y1 = {
      type: 'linear', position: 'right', min: 0, title: { display: true, text: y1Title },
      grid: { drawOnChartArea: false }, afterFit: fixedWidth(Y1_WIDTH),
    };
  }
  return {
    animation: false, responsive: true, maintainAspectRatio: false, parsing: false, normalized: true,
    layout: { padding: { right: y1Title ? 0 : Y1_WIDTH } },
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
    series: (m) => [null, null, m.p50Millis, m.p90Millis, m.p99Millis],
  },
  // lanes under the latency chart, on its x range: why a second was slow
  {
    key: 'pinning', title: 'Pinned virtual threads and carriers', wide: true, lane: true, type: 'line',
    options: options('pinned ms', { y1Title: 'threads' }),
    datasets: [
      line('pinned time per s (left)', COLORS.error, { fill: 'origin', backgroundColor: 'rgba(224,49,49,0.25)' }),
      line('longest pinning (left)', COLORS.p99),
      line('virtual threads queued (right)', COLORS.b, { yAxisID: 'y1' }),
      line('virtual threads mounted (right)', COLORS.a, { yAxisID: 'y1' }),
      line('carrier threads (right)', COLORS.d, { yAxisID: 'y1', borderDash: [4, 3] }),
    ],
    series: (m) => [m.telemetry?.pinnedMillis, m.telemetry?.pinnedMillisMax, m.telemetry?.virtualThreadsQueued,
      m.telemetry?.virtualThreadsMounted, m.telemetry?.carrierPoolSize],
    note: (m) => laneNote(m, 'pinnedMillis', 'carrierPoolSize'),
    hiddenWhen: NOT_RECORDED,
  },
  {
    key: 'gcpause', title: 'GC pauses', wide: true, lane: true, type: 'line', options: options('ms'),
    datasets: [
      line('pause time per s', COLORS.error, { fill: 'origin', backgroundColor: 'rgba(224,49,49,0.25)' }),
      line('longest pause', COLORS.p90),
    ],
    series: (m) => [m.telemetry?.gcPauseMillis, m.telemetry?.gcPauseMillisMax],
    note: (m) => laneNote(m, 'gcPauseMillis', null),
    hiddenWhen: NOT_RECORDED,
  },
  {
    key: 'rps', title: 'Requests per second', type: 'line', options: options('req/s'),
    datasets: [line('ok', COLORS.ok), line('failed', COLORS.error)],
    series: (m) => [m.requestsOk, m.requestsError],
  },
  {
    key: 'errors', title: 'Errors by kind', type: 'bar', options: options('failed req/s', { stacked: true }),
    datasets: ERROR_KINDS.map(([id, label, color]) => ({
      label, data: [], backgroundColor: color, borderWidth: 0, barPercentage: 1, categoryPercentage: 1,
    })),
    series: (m) => ERROR_KINDS.map(([id]) => (m.errorKinds ? (m.errorKinds[id] || null) : null)),
    // an empty chart would run its x axis 0–1: one line says it instead
    note: (m) => (m.requestsError > 0 ? '' : null),
    emptyNote: 'no errors',
  },
  {
    key: 'cpu', title: 'CPU', type: 'line',
    options: options('system: % of all cores', { y1Title: 'SUT, k6: % of one core' }),
    datasets: [line('machine (left, % of all cores)', COLORS.d), line('SUT (right, % of one core)', COLORS.a, { yAxisID: 'y1' }),
      line('k6 (right, % of one core)', COLORS.b, { yAxisID: 'y1' })],
    series: (m) => [m.telemetry?.cpuTotalPercent, m.telemetry?.sutCpuPercent, m.telemetry?.loadgenCpuPercent],
  },
  {
    key: 'memory', title: 'Memory', type: 'line', options: options('MiB', { y1Title: 'allocated MiB/s' }),
    datasets: [line('SUT memory (left, MiB: RSS; cgroup in a container)', COLORS.a), line('heap used (left, MiB)', COLORS.c),
      line('allocated (right, MiB/s)', COLORS.b, { yAxisID: 'y1', borderDash: [4, 3] })],
    series: (m) => [m.telemetry?.sutRssMib, m.telemetry?.heapUsedMib,
      m.telemetry?.allocatedBytesDelta == null ? null : m.telemetry.allocatedBytesDelta / 1048576],
    note: allocationNote,
  },
  {
    key: 'sockets', title: 'Sockets', type: 'line', options: options('TCP established'),
    datasets: [line('established', COLORS.a)],
    series: (m) => [m.telemetry?.tcpEstablished],
  },
  {
    key: 'network', title: 'Network (loopback)', type: 'line', options: options('KiB/s', { y1Title: 'packets/s' }),
    datasets: [line('KiB/s (left)', COLORS.a), line('packets/s (right)', COLORS.b, { yAxisID: 'y1' })],
    series: (m) => [m.telemetry?.loopbackBytesPerSecond == null ? null : m.telemetry.loopbackBytesPerSecond / 1024,
      m.telemetry?.loopbackPacketsPerSecond],
  },
  {
    key: 'jvm', title: 'GC and JIT', type: 'line', options: options('ms per s', { y1Title: 'collections per s' }),
    datasets: [line('GC time (left, ms per s)', COLORS.error), line('JIT compiling (left, ms per s)', COLORS.p99),
      line('collections (right, per s)', COLORS.b, { yAxisID: 'y1', borderDash: [4, 3] })],
    series: (m) => [m.telemetry?.gcTimeMillisDelta, m.telemetry?.jitCompilationMillisDelta, m.telemetry?.gcCountDelta],
  },
  {
    // virtual threads are not platform threads: a virtual-thread variant shows the ones its scheduler holds
    key: 'threads', title: 'Threads', type: 'line', options: options('threads'),
    datasets: [line('platform threads', COLORS.a),
      line('virtual threads on or waiting for a carrier', COLORS.b, { borderDash: [4, 3] })],
    series: (m) => {
      const t = m.telemetry;
      const virtual = t?.virtualThreadsMounted == null && t?.virtualThreadsQueued == null
        ? null : (t.virtualThreadsMounted ?? 0) + (t.virtualThreadsQueued ?? 0);
      return [t?.platformThreads, virtual];
    },
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
    this.seconds = new Set(); // epoch seconds drawn: a second's number can change, its wall-clock second cannot
    this.start = null; // epoch second of the measured start, known from the first measured second
    this.pointCount = 0;
    this.pending = false;
    this.charts = CHARTS.map((spec) => {
      const box = document.createElement('div');
      box.className = ['chart-box', spec.wide ? 'wide' : '', spec.lane ? 'lane' : ''].join(' ').trim();
      box.dataset.chart = spec.key;
      const title = document.createElement('h4');
      title.textContent = spec.title;
      const note = document.createElement('small');
      note.className = 'chart-note';
      title.append(' ', note);
      const canvas = document.createElement('canvas');
      box.append(title, canvas);
      container.append(box);
      canvas.addEventListener('dblclick', () => chart.resetZoom());
      const chart = new Chart(canvas, {
        type: spec.type,
        data: { datasets: structuredClone(spec.datasets) },
        options: spec.options,
      });
      return { spec, chart, note, box, hasData: false };
    });
  }

  /**
   * Adds one second (ignored if this wall-clock second was added before); returns true if it was new. Warm-up
   * seconds stream with provisional numbers (the measured start renumbers them, DESIGN §5): once a measured second
   * tells where 0 is, every point is placed by its own epoch time.
   */
  add(message) {
    if (this.seconds.has(message.epochSecond)) {
      return false;
    }
    this.seconds.add(message.epochSecond);
    if (this.start === null && !message.warmup) {
      this.start = message.epochSecond - message.second;
      this.realign();
    }
    const x = this.start === null ? message.second : message.epochSecond - this.start;
    for (const entry of this.charts) {
      const { spec, chart, note, box } = entry;
      spec.series(message).forEach((value, i) => {
        if (value !== null && value !== undefined) {
          insert(chart.data.datasets[i].data, { x, y: value, t: message.epochSecond });
        }
      });
      const text = spec.note ? spec.note(message) : null;
      if (spec.emptyNote) {
        entry.hasData ||= text === '';
        note.textContent = entry.hasData ? '' : spec.emptyNote;
        box.classList.toggle('empty', !entry.hasData);
      } else if (text !== null) {
        note.textContent = text;
        box.classList.toggle('empty', spec.hiddenWhen !== undefined && text.startsWith(spec.hiddenWhen));
      }
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
    const start = this.start ?? message.epochSecond - message.second;
    const [ok, errors] = this.charts[0].chart.data.datasets;
    for (const [epochMillis, millis, , error] of message.samples) {
      const point = { x: epochMillis / 1000 - start, y: Math.max(millis, 0.01), t: epochMillis / 1000 };
      (error ? errors : ok).data.push(point);
      this.pointCount++;
    }
  }

  // places every point drawn so far (all of the warm-up) by its epoch time against the measured start
  realign() {
    for (const { chart } of this.charts) {
      for (const dataset of chart.data.datasets) {
        dataset.data.forEach((point) => {
          point.x = point.t - this.start;
        });
      }
    }
  }

  scheduleUpdate() {
    if (this.pending) {
      return;
    }
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      const latency = this.charts[0].chart;
      latency.update('none');
      for (const { chart } of this.charts.slice(1)) {
        // one time axis: every chart takes the latency chart's x range, so a second sits under its latency
        chart.options.scales.x.min = latency.scales.x.min;
        chart.options.scales.x.max = latency.scales.x.max;
        chart.update('none');
      }
    });
  }
}
