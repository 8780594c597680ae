package io.threadbench.controller.web.guard;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;

/**
 * Tells the user how to get in once the port is known: a generated token is logged in the one URL to open
 * (Jupyter-style); a configured token is only mentioned, never printed.
 */
final class TokenAnnouncer implements ApplicationListener<WebServerInitializedEvent> {

    private static final Logger log = LoggerFactory.getLogger(TokenAnnouncer.class);

    private final AccessPolicy policy;

    TokenAnnouncer(AccessPolicy policy) {
        this.policy = policy;
    }

    @Override
    public void onApplicationEvent(WebServerInitializedEvent event) {
        int port = event.getWebServer().getPort();
        if (policy.tokenGenerated()) {
            log.info(
                    "Threadbench listens on {} and needs its access token: open http://{}:{}/?token={}{}",
                    policy.listening(),
                    policy.announcedHost(),
                    port,
                    policy.token().value(),
                    policy.announcedHost().equals("127.0.0.1")
                            ? " (from another machine, use this machine's address)"
                            : "");
        } else if (policy.tokenRequired()) {
            log.info(
                    "Threadbench listens on {} and needs the access token of threadbench.access-token: "
                            + "open http://{}:{}/?token=<that token>",
                    policy.listening(),
                    policy.announcedHost(),
                    port);
        }
    }
}
