package io.threadbench.controller.telemetry;

import io.threadbench.controller.telemetry.EffectiveSettings.Setting;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;
import javax.management.remote.JMXConnector;
import org.springframework.stereotype.Component;

/**
 * Reads a started SUT's {@link EffectiveSettings} over JMX (the same attach as the telemetry): JDK, garbage
 * collector, max heap and CPUs from the platform MXBeans; the web server from its thread names (Tomcat
 * {@code http-nio-*}, Reactor Netty {@code reactor-http-*}, Jetty {@code qtp*}, Undertow {@code XNIO-*}); Tomcat's
 * limits from its {@code ThreadPool} MBean when Tomcat registers one, else from the properties given on the command
 * line or Spring Boot's defaults, marked as such.
 */
@Component
public class SettingsReader {

    /** Spring Boot's Tomcat defaults: property, label, default value. */
    private static final List<String[]> TOMCAT = List.of(
            new String[] {"server.tomcat.threads.max", "maxThreads", "Tomcat max threads", "200"},
            new String[] {"server.tomcat.max-connections", "maxConnections", "Tomcat max connections", "8192"},
            new String[] {"server.tomcat.accept-count", "acceptCount", "Tomcat accept count", "100"},
            new String[] {
                "server.tomcat.keep-alive-timeout", "keepAliveTimeout", "Tomcat keep-alive timeout (ms)", "60000"
            });

    private final JvmAttacher attacher = new JvmAttacher(Duration.ofSeconds(10));

    /**
     * @param properties     the server properties on the SUT's command line (scenario's and variant's)
     * @param virtualThreads what the variant asks for ({@code virtual}, {@code platform}, {@code event-loop}) or
     *                       null when it does not say
     */
    public EffectiveSettings read(long pid, Map<String, String> properties, String virtualThreads) {
        List<Setting> settings = new ArrayList<>();
        String problem = null;
        try (JMXConnector connector = attacher.connect(pid, () -> false)) {
            MBeanServerConnection jmx = connector.getMBeanServerConnection();
            readJvm(jmx, settings);
            String server = webServer(jmx);
            settings.add(new Setting("Web server", server, "read", false));
            if (server.startsWith("Tomcat")) {
                readTomcat(jmx, properties, settings);
            } else if (server.startsWith("Netty")) {
                settings.add(new Setting(
                        "Netty event-loop threads",
                        Long.toString(threadNames(jmx).stream()
                                .filter(n -> n.startsWith("reactor-http-"))
                                .count()),
                        "read",
                        false));
            }
        } catch (JvmAttacher.AttachFailure | IOException | JMException | RuntimeException e) {
            problem = "the SUT's JVM could not be read: " + e.getMessage();
        }
        String threads = virtualThreads == null
                ? properties.getOrDefault("spring.threads.virtual.enabled", "not set (off)")
                : virtualThreads;
        settings.add(new Setting(
                "Request threads",
                threads.equals("true") ? "virtual" : threads.equals("false") ? "platform" : threads,
                virtualThreads == null && !properties.containsKey("spring.threads.virtual.enabled") ? "default" : "set",
                threads.equals("virtual") || threads.equals("true")));
        return new EffectiveSettings(settings, problem);
    }

    private static void readJvm(MBeanServerConnection jmx, List<Setting> settings) throws IOException, JMException {
        ObjectName runtime = new ObjectName(ManagementFactory.RUNTIME_MXBEAN_NAME);
        List<String> arguments = Arrays.asList((String[]) jmx.getAttribute(runtime, "InputArguments"));
        settings.add(new Setting(
                "JDK",
                jmx.getAttribute(runtime, "SpecVersion") + " (" + jmx.getAttribute(runtime, "VmVendor") + " "
                        + jmx.getAttribute(runtime, "VmVersion") + ")",
                "read",
                false));
        Set<String> collectors = new TreeSet<>();
        for (ObjectName name :
                jmx.queryNames(new ObjectName(ManagementFactory.GARBAGE_COLLECTOR_MXBEAN_DOMAIN_TYPE + ",*"), null)) {
            collectors.add(name.getKeyProperty("name"));
        }
        settings.add(new Setting(
                "Garbage collector",
                gcName(collectors),
                "read",
                arguments.stream().anyMatch(a -> a.matches("-XX:\\+Use\\w+GC"))));
        CompositeData heap = (CompositeData)
                jmx.getAttribute(new ObjectName(ManagementFactory.MEMORY_MXBEAN_NAME), "HeapMemoryUsage");
        long max = (Long) heap.get("max");
        settings.add(new Setting(
                "Max heap",
                max < 0 ? "unbounded" : (max >> 20) + " MiB",
                "read",
                arguments.stream().anyMatch(a -> a.startsWith("-Xmx") || a.startsWith("-XX:MaxRAM"))));
        Object cpus =
                jmx.getAttribute(new ObjectName(ManagementFactory.OPERATING_SYSTEM_MXBEAN_NAME), "AvailableProcessors");
        settings.add(new Setting(
                "CPUs the JVM sees",
                cpus.toString(),
                "read",
                arguments.stream().anyMatch(a -> a.startsWith("-XX:ActiveProcessorCount"))));
        settings.add(new Setting(
                "JVM options",
                arguments.isEmpty() ? "none" : String.join(" ", arguments),
                "read",
                !arguments.isEmpty()));
    }

    static String gcName(Set<String> collectors) {
        String all = String.join(" ", collectors);
        if (all.contains("G1")) {
            return "G1";
        }
        if (all.contains("ZGC")) {
            return "ZGC";
        }
        if (all.contains("Shenandoah")) {
            return "Shenandoah";
        }
        if (all.contains("PS ") || all.contains("Parallel")) {
            return "Parallel";
        }
        if (all.contains("Copy") || all.contains("MarkSweepCompact")) {
            return "Serial";
        }
        return all.isEmpty() ? "unknown" : all;
    }

    /** The web server, from the names of its threads. */
    private static String webServer(MBeanServerConnection jmx) throws IOException, JMException {
        List<String> names = threadNames(jmx);
        if (names.stream().anyMatch(n -> n.startsWith("http-nio-") || n.startsWith("Catalina-"))) {
            return "Tomcat";
        }
        if (names.stream().anyMatch(n -> n.startsWith("reactor-http-"))) {
            return "Netty (Reactor Netty)";
        }
        if (names.stream().anyMatch(n -> n.startsWith("qtp"))) {
            return "Jetty";
        }
        if (names.stream().anyMatch(n -> n.startsWith("XNIO-"))) {
            return "Undertow";
        }
        return "not recognised from its thread names";
    }

    private static void readTomcat(MBeanServerConnection jmx, Map<String, String> properties, List<Setting> settings)
            throws IOException, JMException {
        Set<ObjectName> pools = jmx.queryNames(new ObjectName("Tomcat:type=ThreadPool,*"), null);
        ObjectName pool = pools.isEmpty() ? null : pools.iterator().next();
        for (String[] setting : TOMCAT) {
            String property = setting[0];
            String label = setting[2];
            String fallback = setting[3];
            if (pool != null) {
                String value = String.valueOf(jmx.getAttribute(pool, setting[1]));
                settings.add(new Setting(label, value, "read", !value.equals(fallback)));
            } else if (properties.containsKey(property)) {
                String value = properties.get(property);
                settings.add(new Setting(label, value, "set", !value.equals(fallback)));
            } else {
                settings.add(new Setting(label, fallback, "default", false));
            }
        }
        settings.add(new Setting(
                "Tomcat worker threads now",
                Long.toString(threadNames(jmx).stream()
                        .filter(n -> n.startsWith("http-nio-") && n.contains("-exec-"))
                        .count()),
                "read",
                false));
    }

    private static List<String> threadNames(MBeanServerConnection jmx) throws IOException, JMException {
        ObjectName threading = new ObjectName(ManagementFactory.THREAD_MXBEAN_NAME);
        long[] ids = (long[]) jmx.getAttribute(threading, "AllThreadIds");
        CompositeData[] infos = (CompositeData[])
                jmx.invoke(threading, "getThreadInfo", new Object[] {ids}, new String[] {long[].class.getName()});
        List<String> names = new ArrayList<>();
        for (CompositeData info : infos) {
            if (info != null) {
                names.add((String) info.get("threadName"));
            }
        }
        return names;
    }
}
