"""The wire decoder's cost: msgspec alone (the baseline) against `decode_server` / `decode_client` with their
size and depth checks, on every frame of a real game, and on the worst frames a hostile peer can send.

    .venv/bin/python benchmarks/decode_bench.py [--repeat N]
"""
from __future__ import annotations

import argparse
import asyncio
import statistics
import time

import msgspec

from desktop.net import Host
from desktop.net import protocol as p


async def real_frames() -> list[bytes]:
    """Every frame encoded in a 10-seat Avalon game between bots, with a spectator."""
    captured, encode = [], p.encode

    def recording(message):
        body = encode(message)
        captured.append(body)
        return body

    p.encode = recording
    try:
        host = Host("avalon", {"players": 10}, seats=["random"] * 10, seed="bench", bot_delay=(0, 0), min_decision_seconds=0)
        await host.async_start()
        host.local_spectator("tv")
        await host.async_wait_outcome()
        await host.async_close()
    finally:
        p.encode = encode
    return captured


def per_frame_us(decode, frames: list[bytes], repeat: int) -> float:
    """Median over `repeat` passes of the mean time per frame, in microseconds."""
    passes = []
    for _ in range(repeat):
        started = time.perf_counter()
        for body in frames:
            try:
                decode(body)
            except (p.ProtocolError, msgspec.MsgspecError, RecursionError):
                pass
        passes.append((time.perf_counter() - started) / len(frames) * 1e6)
    return statistics.median(passes)


def hostile_frames() -> dict[str, bytes]:
    size = p.MAX_FRAME - 64
    sibling = b"[" * 15 + b"]" * 15  # each level carries a 15-deep leaf: many rounds of pair-stripping, no long run
    levels = size // (len(sibling) + 2)
    return {
        "16 KB of [": b"[" * size,
        "16 KB nested and closed": b"[" * (size // 2) + b"]" * (size // 2),
        "16 KB, a 15-deep leaf at each level": b"[" + b"".join(b"[" + sibling for _ in range(levels)) + b"]" * (levels + 1),
        "16 KB of short strings": b"[" + b'"a",' * (size // 4 - 1) + b'"a"]',
        "16 KB of escaped quotes": b'{"type":"chat","text":"' + b'\\"' * (size // 2 - 20) + b'"}',
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    frames = asyncio.run(real_frames())
    server_only = msgspec.json.Decoder(p.ServerMessage)
    print(f"{len(frames)} real frames, mean {sum(map(len, frames)) / len(frames):.0f} B, largest {max(map(len, frames))} B")
    baseline = per_frame_us(server_only.decode, frames, args.repeat)
    checked = per_frame_us(p.decode_server, frames, args.repeat)
    print(f"  msgspec alone   {baseline:8.1f} us/frame")
    print(f"  decode_server   {checked:8.1f} us/frame  (+{checked - baseline:.1f} us for the size and depth checks)")
    client_only = msgspec.json.Decoder(p.ClientMessage)
    print("hostile client frames (the host's side), per frame:")
    for name, body in hostile_frames().items():
        alone = per_frame_us(client_only.decode, [body], args.repeat)
        ours = per_frame_us(p.decode_client, [body], args.repeat)
        print(f"  {name:<36} msgspec alone {alone:8.1f} us   decode_client {ours:8.1f} us")


if __name__ == "__main__":
    main()
