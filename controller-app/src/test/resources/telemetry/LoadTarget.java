import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;

/**
 * A child JVM for telemetry tests, run as a single source file (java LoadTarget.java MODE ...).
 * "server KB": HTTP on 127.0.0.1 (port printed as "PORT n"); GET / allocates KB kilobytes of garbage per request.
 * "allocate MB": allocates MB megabytes of garbage per second until killed (prints "READY").
 */
public class LoadTarget {

    static volatile Object sink;

    public static void main(String[] args) throws Exception {
        if (args[0].equals("server")) {
            int kilobytes = Integer.parseInt(args[1]);
            HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 200);
            server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
            byte[] body = "ok\n".getBytes(StandardCharsets.US_ASCII);
            server.createContext("/", exchange -> {
                allocate(kilobytes);
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            });
            server.start();
            System.out.println("PORT " + server.getAddress().getPort());
        } else {
            int megabytesPerSecond = Integer.parseInt(args[1]);
            System.out.println("READY");
            while (true) {
                long start = System.nanoTime();
                for (int i = 0; i < megabytesPerSecond / 10; i++) {
                    allocate(1024); // 10 slices per second
                }
                Thread.sleep(Math.max(0, 100 - (System.nanoTime() - start) / 1_000_000));
            }
        }
    }

    private static void allocate(int kilobytes) {
        for (int i = 0; i < kilobytes / 16; i++) {
            byte[] chunk = new byte[16 * 1024];
            chunk[i % chunk.length] = (byte) i;
            sink = chunk;
        }
    }
}
