package io.threadbench.sut.plain;

import io.threadbench.sut.approach.Approach;

/**
 * Starts the server of a plain approach on the settings of the command line and stops it on SIGTERM. A bad
 * setting stops the start with exit code 2, like an unknown approach.
 */
public final class PlainServers {

    private PlainServers() {}

    /** A started server: its port, and a stop that lets requests in flight finish. */
    interface Running {
        int port();

        void stop();
    }

    public static void serve(Approach approach, String[] args) {
        PlainSettings settings;
        try {
            settings = PlainSettings.of(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        long start = System.nanoTime();
        Running server = switch (approach) {
            case UNDERTOW_RAW -> UndertowServer.start(settings);
            case VERTX -> VertxServer.start(settings);
            case HELIDON_SE -> HelidonServer.start(settings);
            default -> throw new IllegalArgumentException(approach.id() + " is served by Spring");
        };
        System.out.printf(
                "Started %s on %s:%d in %d ms%n",
                approach.id(), settings.address(), server.port(), (System.nanoTime() - start) / 1_000_000);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            server.stop();
                            System.out.println("Graceful shutdown complete");
                        },
                        "plain-server-stop"));
    }
}
