package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.tools.attach.VirtualMachine;
import java.lang.management.ManagementFactory;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The controller's telemetry attaches to the SUT and reads it over JMX (RMI, which deserializes): no plain approach may block that,
 * as Helidon's default JVM-wide deny-all deserialization filter would.
 */
class PlainJmxTests {

    @ParameterizedTest
    @ValueSource(strings = {"helidon-se", "undertow-raw", "vertx"})
    void theHeapCanBeReadOverJmxThroughTheAttachApi(String approach) throws Exception {
        try (SutProcess sut = SutProcess.start(approach)) {
            VirtualMachine vm = VirtualMachine.attach(Long.toString(sut.pid()));
            JMXServiceURL url;
            try {
                url = new JMXServiceURL(vm.startLocalManagementAgent());
            } finally {
                vm.detach();
            }
            try (JMXConnector connector = JMXConnectorFactory.connect(url)) {
                MBeanServerConnection jmx = connector.getMBeanServerConnection();
                CompositeData heap = (CompositeData)
                        jmx.getAttribute(new ObjectName(ManagementFactory.MEMORY_MXBEAN_NAME), "HeapMemoryUsage");

                assertThat((Long) heap.get("used")).isPositive();
            }
        }
    }
}
