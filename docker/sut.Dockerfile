# The service under test alone, for runs against a resource-limited container.
# Build from the repository root after ./threadbench build:
#   docker build -f docker/sut.Dockerfile -t threadbench-sut .
FROM eclipse-temurin:25-jre
WORKDIR /app
COPY service-under-test/target/service-under-test.jar /app/service-under-test.jar
EXPOSE 8080
ENTRYPOINT ["java", "--enable-native-access=ALL-UNNAMED", "-jar", "/app/service-under-test.jar"]
CMD ["--approach=loom-tomcat", "--server.port=8080"]
