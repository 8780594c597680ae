package io.threadbench.controller.process;

import io.threadbench.controller.process.ChildProcessRegistry.Record;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * After a crash of the controller, kills the child processes it left behind. A recorded PID is killed only
 * if a process with that PID is alive AND started at the recorded instant: PIDs are reused, and a stranger's
 * process must never be touched.
 */
@Component
public class OrphanReaper {

    private static final Logger log = LoggerFactory.getLogger(OrphanReaper.class);
    static final Duration GRACE = Duration.ofSeconds(5);

    private final ChildProcessRegistry registry;

    OrphanReaper(ChildProcessRegistry registry) {
        this.registry = registry;
    }

    /** @return how many orphans were stopped */
    public int reap() {
        int stopped = 0;
        for (Record record : registry.all()) {
            Optional<ProcessHandle> process = ProcessHandle.of(record.pid()).filter(ProcessHandle::isAlive);
            if (process.isPresent() && isOurs(process.get(), record)) {
                log.warn(
                        "Stopping orphaned {} process {} of trial {} ({})",
                        record.role(),
                        record.pid(),
                        record.trialId(),
                        record.command());
                ProcessTree.stop(process.get(), GRACE);
                stopped++;
            } else if (process.isPresent()) {
                log.info(
                        "PID {} of a recorded {} process now belongs to another process; left alone",
                        record.pid(),
                        record.role());
            }
            registry.forget(record.id());
        }
        return stopped;
    }

    static boolean isOurs(ProcessHandle process, Record record) {
        Instant started = ChildProcessRegistry.startInstant(process);
        return started != null && started.equals(record.startedAt());
    }
}
