package io.threadbench.sut.plain;

import io.threadbench.sut.input.BadInputException;
import io.threadbench.sut.input.ErrorBody;
import io.threadbench.sut.input.Inputs;
import io.threadbench.sut.upstream.UpstreamException;
import io.threadbench.sut.upstream.UpstreamReply;
import io.threadbench.sut.work.Allocator;
import io.threadbench.sut.work.Car;
import io.threadbench.sut.work.FanoutResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.function.Supplier;
import tools.jackson.databind.json.JsonMapper;

/**
 * The endpoints the plain approaches serve (DESIGN §3) with the same parameters, limits and error bodies as the
 * Spring ones: {@code /epoch-millis}, {@code /car}, {@code /allocate}, {@code /fanout} and {@code /actuator/health}.
 * No data layer, so no {@code /movies}; no {@code /pinning}.
 */
final class PlainRoutes {

    static final String HEALTH = "/actuator/health";
    static final String EPOCH_MILLIS = "/epoch-millis";

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final byte[] UP = "{\"status\":\"UP\"}".getBytes();

    private PlainRoutes() {}

    /** Reads a GET request into a plan; bad input throws {@link BadInputException}, an unknown path null. */
    static PlainPlan plan(String path, Function<String, String> param) {
        return switch (path) {
            case HEALTH -> new PlainPlan.Local(0, () -> Health.UP);
            case EPOCH_MILLIS -> hop(path, param, Map.of(), System::currentTimeMillis);
            case "/car" -> hop(path, param, Map.of(), () -> Car.FIXED);
            case "/allocate" -> allocate(param);
            case "/fanout" -> {
                int calls = intParam(param, "calls", 1, 1, Inputs.MAX_FANOUT_CALLS);
                int delay = delayMillis(param);
                int depth = delayCallDepth(param);
                yield new PlainPlan.FanOut(calls, Map.of("delayMillis", delay, "delayCallDepth", depth));
            }
            default -> null;
        };
    }

    /** With {@code delayCallDepth > 0} the request goes upstream with one level less; else it is answered here. */
    private static PlainPlan hop(
            String path, Function<String, String> param, Map<String, Object> own, Supplier<Object> body) {
        int delay = delayMillis(param);
        int depth = delayCallDepth(param);
        if (depth > 0) {
            Map<String, Object> query = new LinkedHashMap<>(own);
            query.put("delayMillis", delay);
            query.put("delayCallDepth", depth - 1);
            return new PlainPlan.Forward(path, query);
        }
        return new PlainPlan.Local(delay, body);
    }

    private static PlainPlan allocate(Function<String, String> param) {
        int kilobytes = intParam(param, "kilobytes", 1, 0, Inputs.MAX_KILOBYTES);
        int delay = delayMillis(param);
        if (delayCallDepth(param) > 0) {
            return hop("/allocate", param, Map.of("kilobytes", kilobytes), () -> null);
        }
        // allocation first, then the pause, as in the Spring approaches
        long checksum = Allocator.allocate(kilobytes);
        long pause = Allocator.pauseUpTo(delay);
        Allocator.Result result = new Allocator.Result(kilobytes, checksum, pause);
        return new PlainPlan.Local(pause, () -> result);
    }

    private static int delayMillis(Function<String, String> param) {
        return intParam(param, "delayMillis", 0, 0, Inputs.MAX_DELAY_MILLIS);
    }

    private static int delayCallDepth(Function<String, String> param) {
        return intParam(param, "delayCallDepth", 0, 0, Inputs.MAX_DELAY_CALL_DEPTH);
    }

    private static int intParam(Function<String, String> param, String name, int fallback, int min, int max) {
        String raw = param.apply(name);
        if (raw == null || raw.isEmpty()) {
            return fallback;
        }
        try {
            return Inputs.inRange(name, Integer.parseInt(raw.strip()), min, max);
        } catch (NumberFormatException e) {
            throw new BadInputException(name, name + " must be a whole number within range, got '" + raw + "'");
        }
    }

    static PlainAnswer ok(Object body) {
        return new PlainAnswer(200, body == Health.UP ? UP : JSON.writeValueAsBytes(body), 0);
    }

    static PlainAnswer relayed(UpstreamReply reply) {
        return new PlainAnswer(200, reply.body(), reply.hops() + 1);
    }

    static PlainAnswer fannedOut(List<UpstreamReply> replies) {
        List<Long> millis = replies.stream().map(UpstreamReply::bodyAsLong).toList();
        int deepest = replies.stream().mapToInt(UpstreamReply::hops).max().orElse(0);
        return new PlainAnswer(200, JSON.writeValueAsBytes(new FanoutResult(replies.size(), millis)), 1 + deepest);
    }

    static PlainAnswer notFound(String path) {
        return error(404, "Not Found", "no endpoint " + path + " in this approach", null);
    }

    /** 400 for bad input, 502 for a failed upstream call, 500 for anything else. */
    static PlainAnswer failure(Throwable failure) {
        Throwable cause =
                failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
        return switch (cause) {
            case BadInputException bad -> error(400, "Bad Request", bad.getMessage(), bad.field());
            case UpstreamException upstream -> error(502, "Bad Gateway", upstream.getMessage(), null);
            default -> error(500, "Internal Server Error", String.valueOf(cause), null);
        };
    }

    private static PlainAnswer error(int status, String reason, String message, String field) {
        return new PlainAnswer(status, JSON.writeValueAsBytes(new ErrorBody(status, reason, message, field)), 0);
    }

    /** The actuator's answer, which no actuator serves here. */
    private enum Health {
        UP
    }
}
