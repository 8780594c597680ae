package io.threadbench.controller.seconds;

import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * HdrHistogram's own compressed encoding (deflate), the form stored in {@code trial_second.histogram}: a few
 * hundred bytes for a busy second, and exactly mergeable later (DESIGN §12).
 */
final class HistogramCodec {

    private HistogramCodec() {}

    static byte[] encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        byte[] bytes = new byte[length];
        buffer.flip();
        buffer.get(bytes);
        return bytes;
    }

    static Histogram decode(byte[] bytes) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
        } catch (DataFormatException e) {
            throw new IllegalStateException("a stored latency histogram is corrupt", e);
        }
    }
}
