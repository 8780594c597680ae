package io.threadbench.controller.web.pages;

import io.threadbench.controller.variant.Approach;
import java.util.List;
import java.util.Optional;

/**
 * The common questions the new-benchmark page answers with one click: which scenario and which variants to tick
 * (three repetitions, as every new benchmark), so that a first benchmark reaches a verdict.
 *
 * @param scenario   a light scenario that shows the difference on a 2-core machine
 * @param approaches the built-in variants to compare; empty when the user's own service's variants are meant
 * @param why        what the scenario shows, in a sentence
 */
record BenchmarkPreset(String id, String question, String scenario, List<String> approaches, String why) {

    static final List<BenchmarkPreset> ALL = List.of(
            new BenchmarkPreset(
                    "pool-or-virtual",
                    "Virtual threads or a thread pool?",
                    "tomcat-10-threads-slow-upstream",
                    List.of(Approach.PLATFORM_TOMCAT.id(), Approach.LOOM_TOMCAT.id()),
                    "Spring MVC on Tomcat with a pool of 10 platform threads against a virtual thread per request,"
                            + " each request waiting 2 s on an upstream: where a pool queues and virtual threads do"
                            + " not."),
            new BenchmarkPreset(
                    "reactive-or-virtual",
                    "Reactive or virtual threads?",
                    "light-movies-get",
                    List.of(Approach.WEBFLUX_NETTY.id(), Approach.LOOM_TOMCAT.id(), Approach.LOOM_NETTY.id()),
                    "WebFlux on Netty's event loops against virtual threads on Tomcat and on Netty, on 200 req/s of"
                            + " movie lookups with a 100 ms wait: latency and CPU per request."),
            new BenchmarkPreset(
                    "my-service",
                    "My service: platform or virtual?",
                    "light-requests",
                    List.of(),
                    "Your Spring Boot 3.2+ jar with virtual threads off and on: register it under Variants (it"
                            + " gets NAME-platform and NAME-virtual), then tick both here and a scenario of its"
                            + " requests."));

    static Optional<BenchmarkPreset> find(String id) {
        return id == null
                ? Optional.empty()
                : ALL.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** The user's variants this preset ticks: the platform and virtual pair of each registered Spring Boot service. */
    List<String> variantsAmong(List<String> labels) {
        if (!approaches.isEmpty()) {
            return List.of();
        }
        return labels.stream()
                .filter(label -> label.endsWith("-platform") || label.endsWith("-virtual"))
                .toList();
    }
}
