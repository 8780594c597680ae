# The dashboard with everything it starts (SUT JVMs, k6) inside one resource-limited container.
# A JDK (not a JRE) because the controller attaches to the SUT's JVM for JMX figures.
# Build from the repository root after ./threadbench build:
#   docker build -f docker/controller.Dockerfile -t threadbench .
FROM grafana/k6:1.8.1 AS k6

FROM eclipse-temurin:25-jdk
COPY --from=k6 /usr/bin/k6 /usr/local/bin/k6
WORKDIR /opt/threadbench
COPY controller-app/target/controller-app.jar /opt/threadbench/controller-app.jar
COPY service-under-test/target/service-under-test.jar /opt/threadbench/service-under-test.jar
COPY scenarios /opt/threadbench/scenarios
VOLUME /data
EXPOSE 8090
# Inside the container the dashboard listens on all interfaces (compose publishes it on the host's loopback only),
# so it asks for an access token: THREADBENCH_ACCESS_TOKEN when set (docker run -e ...), else a generated one whose
# URL (http://127.0.0.1:8090/?token=...) is in the container log.
ENTRYPOINT ["java", "--enable-native-access=ALL-UNNAMED", "-XX:+EnableDynamicAgentLoading", \
            "-jar", "/opt/threadbench/controller-app.jar", \
            "--server.address=0.0.0.0", \
            "--threadbench.home=/data", \
            "--threadbench.sut-jar=/opt/threadbench/service-under-test.jar", \
            "--threadbench.k6-binary=/usr/local/bin/k6", \
            "--threadbench.k6-script=/opt/threadbench/scenarios/k6/benchmark.js", \
            "--threadbench.scenarios-dir=/opt/threadbench/scenarios"]
