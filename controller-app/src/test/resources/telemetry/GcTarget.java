import java.util.ArrayList;
import java.util.List;

/**
 * A child JVM for flight-recorder tests that runs on any JDK from 17 (java GcTarget.java): prints "READY", then
 * each line it reads on stdin ("N") allocates N MB of garbage, while keeping 8 MB alive so collections have work.
 */
public class GcTarget {

    static volatile Object sink;

    public static void main(String[] args) throws Exception {
        List<byte[]> live = new ArrayList<>();
        for (int i = 0; i < 512; i++) {
            live.add(new byte[16 * 1024]);
        }
        sink = live;
        System.out.println("READY");
        java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            int megabytes = Integer.parseInt(line.trim());
            for (int i = 0; i < megabytes * 64; i++) {
                byte[] chunk = new byte[16 * 1024];
                chunk[i % chunk.length] = (byte) i;
                sink = chunk;
                live.set(i % live.size(), i % 7 == 0 ? chunk : live.get(i % live.size()));
            }
            System.out.println("DONE " + megabytes);
        }
    }
}
