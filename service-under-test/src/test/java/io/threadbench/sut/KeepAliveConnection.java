package io.threadbench.sut;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;

/**
 * One HTTP/1.1 connection kept open, requests sent one after the other on it, as k6 and browsers do. A client with a
 * pool ({@link java.net.http.HttpClient}) may open another connection at will; this one never does, so a request the
 * server leaves unanswered shows up as a timeout here.
 */
final class KeepAliveConnection implements AutoCloseable {

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final int port;

    private KeepAliveConnection(Socket socket, int port) throws IOException {
        this.socket = socket;
        this.in = new BufferedInputStream(socket.getInputStream());
        this.out = socket.getOutputStream();
        this.port = port;
    }

    static KeepAliveConnection open(int port, Duration answerTimeout) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setSoTimeout((int) answerTimeout.toMillis());
        return new KeepAliveConnection(socket, port);
    }

    /** Sends {@code GET pathAndQuery}, reads the whole answer (by its length or its chunks), returns its status. */
    int get(String pathAndQuery) throws IOException {
        out.write(("GET " + pathAndQuery + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.flush();
        String statusLine;
        try {
            statusLine = line();
        } catch (SocketTimeoutException e) {
            throw new SocketTimeoutException("no answer to GET " + pathAndQuery + " within " + socket.getSoTimeout()
                    + " ms on a connection that had answered every request before it");
        }
        int status = Integer.parseInt(statusLine.split(" ", 3)[1]);
        long length = -1;
        boolean chunked = false;
        for (String header = line(); !header.isEmpty(); header = line()) {
            String lower = header.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                length = Long.parseLong(
                        lower.substring("content-length:".length()).trim());
            } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                chunked = true;
            }
        }
        if (chunked) {
            for (long size = Long.parseLong(line().split(";")[0].trim(), 16);
                    size > 0;
                    size = Long.parseLong(line().split(";")[0].trim(), 16)) {
                in.readNBytes((int) size);
                line();
            }
            line(); // the empty line after the last chunk (no trailers)
        } else if (length > 0) {
            in.readNBytes((int) length);
        }
        return status;
    }

    private String line() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("the server closed the connection");
            }
            if (b != '\r') {
                bytes.write(b);
            }
        }
        return bytes.toString(StandardCharsets.US_ASCII);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
