import java.util.concurrent.TimeUnit;

/** Ignores SIGTERM (its shutdown hook never ends) and has a child of its own: only a tree kill stops both. */
public class Stubborn {
    public static void main(String[] args) throws Exception {
        Process child = new ProcessBuilder("sleep", "300").start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                Thread.sleep(TimeUnit.MINUTES.toMillis(5));
            } catch (InterruptedException ignored) {
            }
        }));
        System.out.println("child " + child.pid());
        System.out.flush();
        Thread.sleep(TimeUnit.MINUTES.toMillis(5));
    }
}
