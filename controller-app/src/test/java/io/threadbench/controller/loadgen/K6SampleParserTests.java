package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.loadgen.K6SampleParser.Kind;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Lines exactly as k6 v1 writes them with {@code --out json=- --system-tags=status,expected_response}. */
class K6SampleParserTests {

    private final K6SampleParser parser = new K6SampleParser();

    private Kind parse(String line) {
        byte[] bytes = ("xx" + line + "\nyy").getBytes(StandardCharsets.US_ASCII);
        return parser.parse(bytes, 2, 2 + line.length()); // the line sits inside a larger buffer
    }

    @Test
    void readsASuccessfulRequest() {
        assertThat(parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T11:06:03.97020256Z","value":1502.868134,"tags":{"expected_response":"true","status":"200"}}}""")).isEqualTo(Kind.REQUEST);
        assertThat(parser.epochMillis())
                .isEqualTo(Instant.parse("2026-11-23T11:06:03.970Z").toEpochMilli());
        assertThat(parser.thousandths()).isEqualTo(1_502_868);
        assertThat(parser.status()).isEqualTo(200);
        assertThat(parser.expected()).isTrue();
    }

    @Test
    void readsAnHttpErrorAndAConnectionFailure() {
        assertThat(parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T11:06:04.5Z","value":12.3455,"tags":{"expected_response":"false","status":"503"}}}""")).isEqualTo(Kind.REQUEST);
        assertThat(parser.status()).isEqualTo(503);
        assertThat(parser.expected()).isFalse();
        assertThat(parser.thousandths()).as("rounded half up").isEqualTo(12_346);
        assertThat(parser.epochMillis() % 1000).isEqualTo(500);

        assertThat(parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T11:05:52.799232519Z","value":0,"tags":{"expected_response":"false","status":"0"}}}""")).isEqualTo(Kind.REQUEST);
        assertThat(parser.status()).isZero();
        assertThat(parser.thousandths()).isZero();
        assertThat(parser.expected()).isFalse();
    }

    @Test
    void readsTheErrorCodeAndOnDemandTheMessageOfAFailedRequest() {
        assertThat(parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T11:06:04.5Z","value":0,"tags":{"error":"Get \\"http://127.0.0.1:1/car\\": dial: connection refused","error_code":"1212","expected_response":"false","status":"0"}}}""")).isEqualTo(Kind.REQUEST);
        assertThat(parser.errorCode()).isEqualTo(1212);
        assertThat(parser.errorMessage()).isEqualTo("Get \"http://127.0.0.1:1/car\": dial: connection refused");
        assertThat(io.threadbench.controller.loadgen.ErrorKind.of(parser.status(), parser.errorCode()))
                .isEqualTo(ErrorKind.REFUSED);

        parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T11:06:04.5Z","value":1.5,"tags":{"error_code":"1503","expected_response":"false","status":"503"}}}""");
        assertThat(parser.errorMessage()).isNull();
        assertThat(ErrorKind.of(parser.status(), parser.errorCode())).isEqualTo(ErrorKind.HTTP_5XX);

        parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T11:06:04.5Z","value":1.5,"tags":{"expected_response":"true","status":"200"}}}""");
        assertThat(parser.errorCode()).as("ok requests carry no code").isZero();
    }

    @Test
    void readsDroppedIterations() {
        assertThat(parse("""
                {"metric":"dropped_iterations","type":"Point","data":{"time":"2026-11-23T11:06:05Z","value":3,"tags":{}}}""")).isEqualTo(Kind.DROPPED_ITERATIONS);
        assertThat(parser.thousandths()).isEqualTo(3000);
        assertThat(parser.epochMillis())
                .isEqualTo(Instant.parse("2026-11-23T11:06:05Z").toEpochMilli());
    }

    @Test
    void readsTheTimeOfK6sOnceASecondVusPointAsAClock() {
        assertThat(parse("""
                {"metric":"vus","type":"Point","data":{"time":"2026-11-23T11:13:14.943955346Z","value":1,"tags":{}}}""")).isEqualTo(Kind.CLOCK);
        assertThat(parser.epochMillis())
                .isEqualTo(Instant.parse("2026-11-23T11:13:14.943Z").toEpochMilli());
        assertThat(parse("""
                {"metric":"vus_max","type":"Point","data":{"time":"2026-11-23T11:13:14.943955346Z","value":1,"tags":{}}}""")).isEqualTo(Kind.OTHER);
    }

    @Test
    void honoursTimeZoneOffsetsAndExponents() {
        assertThat(parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T12:06:05.25+01:00","value":1e-06,"tags":{"status":"200"}}}""")).isEqualTo(Kind.REQUEST);
        assertThat(parser.epochMillis())
                .isEqualTo(Instant.parse("2026-11-23T11:06:05.250Z").toEpochMilli());
        assertThat(parser.thousandths()).isZero();
        assertThat(parser.expected())
                .as("derived from the status when the tag is missing")
                .isTrue();
        parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T05:36:05.25-05:30","value":2.5e+03,"tags":{"status":"404"}}}""");
        assertThat(parser.epochMillis())
                .isEqualTo(Instant.parse("2026-11-23T11:06:05.250Z").toEpochMilli());
        assertThat(parser.thousandths()).isEqualTo(2_500_000);
        assertThat(parser.expected()).isFalse();
    }

    @Test
    void usesTheCachedSecondOnlyForTheSameSecond() {
        parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-12-31T23:59:59.999Z","value":1,"tags":{"status":"200"}}}""");
        assertThat(parser.epochMillis())
                .isEqualTo(Instant.parse("2026-12-31T23:59:59.999Z").toEpochMilli());
        parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2027-01-01T00:00:00.001Z","value":1,"tags":{"status":"200"}}}""");
        assertThat(parser.epochMillis())
                .isEqualTo(Instant.parse("2027-01-01T00:00:00.001Z").toEpochMilli());
    }

    @Test
    void skipsOtherMetricsAndDeclarations() {
        assertThat(parse("""
                {"type":"Metric","data":{"name":"http_req_duration","type":"trend","contains":"time","thresholds":[],"submetrics":null},"metric":"http_req_duration"}""")).isEqualTo(Kind.OTHER);
        assertThat(parse("""
                {"metric":"http_req_waiting","type":"Point","data":{"time":"2026-11-23T11:06:03.97020256Z","value":1502.1,"tags":{"expected_response":"true","status":"200"}}}""")).isEqualTo(Kind.OTHER);
        assertThat(parse("""
                {"metric":"http_req_duration{expected_response:true}","type":"Point","data":{}}""")).isEqualTo(Kind.OTHER);
        assertThat(parse("")).isEqualTo(Kind.OTHER);
        assertThat(parse("time=\"2026\" level=warning msg=\"Request Failed\"")).isEqualTo(Kind.OTHER);
    }

    @Test
    void reportsBrokenSamplesAsMalformed() {
        assertThat(parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-13-23T11:06:03Z","value":1,"tags":{}}}""")).as("month 13").isEqualTo(Kind.MALFORMED);
        assertThat(parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T11:06:03Z","value":"x","tags":{}}}""")).isEqualTo(Kind.MALFORMED);
        assertThat(parse("""
                {"metric":"http_req_duration","type":"Point","data":{"time":"2026-11-23T11:06""")).as("cut off").isEqualTo(Kind.MALFORMED);
        assertThat(parse("""
                {"metric":"dropped_iterations","type":"Point","data":{"value":1}}""")).isEqualTo(Kind.MALFORMED);
    }
}
