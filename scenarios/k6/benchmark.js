// Threadbench's one generic k6 script (DESIGN §4): the load shape and the workload of any scenario come
// from TB_* environment variables, which K6Command sets with `-e`. Every request that does not get a 2xx
// answer is an error (http_req_failed, expected_response=false), except in the requests workload, whose
// requests say which statuses they expect (by default 2xx and the redirects they follow).
import http from 'k6/http';
import exec from 'k6/execution';
import { sleep } from 'k6';
import { Counter } from 'k6/metrics';

function text(name, fallback) {
  const value = __ENV[name];
  if (value === undefined || value === '') {
    if (fallback === undefined) {
      throw new Error(`missing environment variable ${name}`);
    }
    return fallback;
  }
  return value;
}

function whole(name, fallback) {
  const raw = text(name, fallback === undefined ? undefined : String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number >= 0, got '${raw}'`);
  }
  return value;
}

const BASE_URL = text('TB_BASE_URL').replace(/\/+$/, '');
const WORKLOAD = text('TB_WORKLOAD');
const LOAD_SHAPE = text('TB_LOAD_SHAPE');
const DURATION_MILLIS = whole('TB_DURATION_SECONDS') * 1000;
const VUS = whole('TB_VUS');
const RPS = whole('TB_RPS', 0);
const THINK_MIN_MILLIS = whole('TB_THINK_TIME_MIN_MILLIS', 1000);
const THINK_MAX_MILLIS = whole('TB_THINK_TIME_MAX_MILLIS', 3000);
const DELAY_MILLIS = whole('TB_DELAY_MILLIS', 0);
const DELAY_CALL_DEPTH = whole('TB_DELAY_CALL_DEPTH', 0);
const FANOUT_CALLS = whole('TB_FANOUT_CALLS', 3);
const ALLOCATE_KILOBYTES = whole('TB_ALLOCATE_KILOBYTES', 64);
const SUMMARY_FILE = text('TB_SUMMARY_FILE', '');
// iterations still running when the duration is over may finish within this time
const GRACEFUL_STOP = `${Math.ceil(THINK_MAX_MILLIS / 1000) + 10}s`;

if (DURATION_MILLIS === 0) {
  throw new Error('TB_DURATION_SECONDS must be at least 1');
}
if (THINK_MAX_MILLIS < THINK_MIN_MILLIS) {
  throw new Error('TB_THINK_TIME_MAX_MILLIS must not be below TB_THINK_TIME_MIN_MILLIS');
}

function stage(millis, target) {
  return { duration: `${Math.max(1, Math.round(millis))}ms`, target: Math.round(target) };
}

// Four steps up to VUS and three down, each reached quickly and held.
function steppedSpike() {
  const levels = [0.25, 0.5, 0.75, 1, 0.75, 0.5, 0.25];
  const segment = DURATION_MILLIS / levels.length;
  const ramp = Math.min(1000, segment * 0.1);
  return levels.flatMap((level) => [stage(ramp, level * VUS), stage(segment - ramp, level * VUS)]);
}

// Linearly up to VUS over the first half, down to 0 over the second.
function smoothSpike() {
  return [stage(DURATION_MILLIS / 2, VUS), stage(DURATION_MILLIS / 2, 0)];
}

// Up to five spikes (one per 20 s): jump from 0 to VUS, hold 30 % of the period, drop to 0, rest.
function sharpSpikes() {
  const spikes = Math.max(1, Math.min(5, Math.floor(DURATION_MILLIS / 20000)));
  const period = DURATION_MILLIS / spikes;
  const jump = Math.min(1000, period * 0.05);
  const stages = [];
  for (let i = 0; i < spikes; i++) {
    stages.push(stage(jump, VUS), stage(period * 0.3 - jump, VUS), stage(jump, 0), stage(period * 0.7 - jump, 0));
  }
  return stages;
}

// TB_STAGES = "seconds:target,...", stretched or squeezed to the run's duration (the warm-up is shorter).
function customStages() {
  const stages = text('TB_STAGES').split(',').map((item) => {
    const match = /^(\d+):(\d+)$/.exec(item.trim());
    if (!match) {
      throw new Error(`TB_STAGES: expected seconds:target, got '${item}'`);
    }
    return { seconds: Number(match[1]), target: Number(match[2]) };
  });
  const total = stages.reduce((sum, s) => sum + s.seconds, 0);
  if (total === 0) {
    throw new Error('TB_STAGES: the stages last 0 seconds');
  }
  return stages.map((s) => stage((s.seconds * DURATION_MILLIS) / total, s.target));
}

function rampingVus(stages) {
  return {
    executor: 'ramping-vus',
    startVUs: 0,
    stages,
    gracefulRampDown: GRACEFUL_STOP,
    gracefulStop: GRACEFUL_STOP,
  };
}

// A capacity step starts a fresh k6 at every rate: making the whole VU budget up front would cost each step
// seconds of start-up (1000 VUs: about 3 s more than 50 on a busy 2-core machine), so it makes four times what the
// rate needs at the server's delay (Little's law) and lets k6 add more, up to the budget, while the step runs.
function capacityPreAllocated() {
  const needed = Math.ceil((RPS * (DELAY_MILLIS * (DELAY_CALL_DEPTH + 1) + 50) * 4) / 1000) + 10;
  return Math.max(1, Math.min(VUS, needed));
}

function loadScenario() {
  const duration = `${DURATION_MILLIS}ms`;
  switch (LOAD_SHAPE) {
    case 'constant-rate':
    case 'capacity': // one step of a capacity search: the controller runs k6 once per step, at that step's rate
      if (RPS === 0) {
        throw new Error(`${LOAD_SHAPE} needs TB_RPS >= 1`);
      }
      return {
        executor: 'constant-arrival-rate',
        rate: RPS,
        timeUnit: '1s',
        duration,
        preAllocatedVUs: LOAD_SHAPE === 'capacity' ? capacityPreAllocated() : Math.max(1, VUS),
        maxVUs: Math.max(1, VUS),
        gracefulStop: GRACEFUL_STOP,
      };
    case 'constant-vus':
      return { executor: 'constant-vus', vus: Math.max(1, VUS), duration, gracefulStop: GRACEFUL_STOP };
    case 'stepped-spike':
      return rampingVus(steppedSpike());
    case 'smooth-spike':
      return rampingVus(smoothSpike());
    case 'sharp-spikes':
      return rampingVus(sharpSpikes());
    case 'custom':
      return rampingVus(customStages());
    default:
      throw new Error(`unknown TB_LOAD_SHAPE '${LOAD_SHAPE}'`);
  }
}

const THINKS = ['stepped-spike', 'smooth-spike', 'sharp-spikes', 'custom'].includes(LOAD_SHAPE);

export const options = {
  scenarios: { load: loadScenario() },
  discardResponseBodies: true,
  summaryTrendStats: ['min', 'med', 'avg', 'p(90)', 'p(99)', 'p(99.9)', 'max', 'count'],
};
if (LOAD_SHAPE === 'constant-vus' && RPS > 0) {
  options.rps = RPS; // k6's global cap on requests per second (closed loop, as loom-webflux-benchmarks does)
}

http.setResponseCallback(http.expectedStatuses({ min: 200, max: 299 }));

const DIRECTORS = [
  { firstName: 'Woody', lastName: 'Allen' },
  { firstName: 'Alfred', lastName: 'Hitchcock' },
  { firstName: 'Stanley', lastName: 'Kubrick' },
];
const DELAY = `delayMillis=${DELAY_MILLIS}&delayCallDepth=${DELAY_CALL_DEPTH}`;
const JSON_HEADERS = { headers: { 'Content-Type': 'application/json' } };

function getMovies(director) {
  http.get(`${BASE_URL}/movies?directorLastName=${director.lastName}&${DELAY}`);
}

// A movie in the shape GET /movies answers with (the SUT validates it field by field).
function postMovies(director, iteration) {
  const movies = [{
    title: `Threadbench ${iteration}`,
    year: 2000 + (iteration % 25),
    genre: 'Drama',
    rating: 7.5,
    directors: [director],
    writers: [director],
    roles: [
      { character: 'Lead', actor: { firstName: 'Ada', lastName: 'Lovelace' } },
      { character: 'Support', actor: { firstName: 'Alan', lastName: 'Turing' } },
    ],
    awards: [{ name: 'Golden Thread', category: 'Best Picture', year: 2000 + (iteration % 25) }],
  }];
  http.post(`${BASE_URL}/movies?${DELAY}`, JSON.stringify(movies), JSON_HEADERS);
}

// The 75/25 GET/POST mix and the directors rotate with the test-wide iteration number: exact shares.
const WORKLOADS = {
  'epoch-millis': () => http.get(`${BASE_URL}/epoch-millis?${DELAY}`),
  'movies-get': (i) => getMovies(DIRECTORS[i % 3]),
  'movies-get-post': (i) => (i % 4 === 3 ? postMovies(DIRECTORS[i % 3], i) : getMovies(DIRECTORS[i % 3])),
  fanout: () => http.get(`${BASE_URL}/fanout?calls=${FANOUT_CALLS}&${DELAY}`),
  allocate: () => http.get(`${BASE_URL}/allocate?kilobytes=${ALLOCATE_KILOBYTES}&${DELAY}`),
  car: () => http.get(`${BASE_URL}/car?${DELAY}`),
  'pinning-native': () => http.get(`${BASE_URL}/pinning?mode=native&${DELAY}`),
  'pinning-class-init': () => http.get(`${BASE_URL}/pinning?mode=class-init&${DELAY}`),
  'pinning-synchronized': () => http.get(`${BASE_URL}/pinning?mode=synchronized&${DELAY}`),
};
// The requests workload: the scenario's own request templates, as JSON data (TB_REQUESTS). Iteration i sends the
// request whose share of the total weight holds i modulo that total, and fills {i} and {name} (the pick list
// `name` at i modulo its size) in path and body: exact shares, as for the built-in mixes.
const TEMPLATES = WORKLOAD === 'requests' ? JSON.parse(text('TB_REQUESTS')) : [];
const MAX_REDIRECTS = WORKLOAD === 'requests' ? whole('TB_MAX_REDIRECTS') : 0; // RequestTemplate.MAX_REDIRECTS
const TOTAL_WEIGHT = TEMPLATES.reduce((sum, t) => sum + t.weight, 0);

function fill(template, i, picks) {
  return template.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (match, name) => {
    if (name === 'i') {
      return String(i);
    }
    const values = picks[name];
    return values && values.length > 0 ? values[i % values.length] : match;
  });
}

// "200-299" or "302" → { min, max }, as http.expectedStatuses takes them; the controller validated them.
function statusRanges(texts) {
  return texts.map((text) => {
    const [min, max] = text.split('-').map(Number);
    return { min, max: max === undefined ? min : max };
  });
}

for (const t of TEMPLATES) {
  t.ranges = statusRanges(t.expectedStatuses);
  t.params = {
    headers: t.headers || {},
    redirects: 0, // hops are followed here, so that each one's status and Location are seen
    responseCallback: http.expectedStatuses(...t.ranges),
  };
}

// An unexpected 3xx: its status, where it pointed and which request got it, for the first error message.
const unexpectedRedirects = new Counter('tb_unexpected_redirect');

function expects(template, status) {
  return template.ranges.some((r) => status >= r.min && status <= r.max);
}

// Where a Location header points, relative to the request's URL.
function resolve(url, location) {
  if (/^https?:\/\//i.test(location)) {
    return location;
  }
  const origin = url.match(/^https?:\/\/[^/]+/i)[0];
  if (location.startsWith('/')) {
    return origin + location;
  }
  const path = url.substring(origin.length).split('?')[0];
  return origin + path.substring(0, path.lastIndexOf('/') + 1) + location;
}

// Sends a request and, when it says so, follows its redirects (each hop a request of its own, as k6 records
// them); 303, and 301/302 after a POST, go on as GET without a body, as browsers and k6 do.
function send(template, method, url, body) {
  for (let hop = 0; ; hop++) {
    const res = http.request(method, url, body, template.params);
    if (res.status < 300 || res.status >= 400) {
      return;
    }
    const location = res.headers.Location;
    if (!expects(template, res.status)) {
      const path = url.replace(/^https?:\/\/[^/]+/i, '');
      unexpectedRedirects.add(1, {
        tb_message: `HTTP ${res.status} to ${location || '(no Location header)'} (from ${method} ${path})`,
      });
    }
    if (template.followRedirects === false || !location || res.status === 304 || hop >= MAX_REDIRECTS - 1) {
      return;
    }
    url = resolve(url, location);
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
      method = 'GET';
      body = null;
    }
  }
}

function templated(i) {
  let slot = i % TOTAL_WEIGHT;
  let chosen = TEMPLATES[0];
  for (const t of TEMPLATES) {
    if (slot < t.weight) {
      chosen = t;
      break;
    }
    slot -= t.weight;
  }
  const picks = chosen.picks || {};
  const body = chosen.body === null || chosen.body === undefined ? null : fill(chosen.body, i, picks);
  send(chosen, chosen.method, `${BASE_URL}${fill(chosen.path, i, picks)}`, body);
}
WORKLOADS.requests = templated;

const request = WORKLOADS[WORKLOAD];
if (request === undefined) {
  throw new Error(`unknown TB_WORKLOAD '${WORKLOAD}'`);
}

export default function () {
  request(exec.scenario.iterationInTest);
  if (THINKS) {
    sleep((THINK_MIN_MILLIS + Math.random() * (THINK_MAX_MILLIS - THINK_MIN_MILLIS)) / 1000);
  }
}

// k6's own end-of-test summary goes to TB_SUMMARY_FILE (if set) and never to standard output, which
// carries the JSON samples.
export function handleSummary(data) {
  return SUMMARY_FILE ? { [SUMMARY_FILE]: JSON.stringify(data, null, 1) } : {};
}
