// One job photograph: AVIF, then JPEG for the rest (decision 72), each in the
// sizes scripts/photos.mjs made; width and height set so nothing shifts while
// it loads; lazy unless it is the page's first; a blurred placeholder behind.
import type { Thumbnail } from "@/lib/jobs";

const srcSet = (list: { url: string; width: number }[]) => list.map((s) => `${s.url} ${s.width}w`).join(", ");

export function JobPhoto({
  asset,
  alt,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  eager = false,
  className = "",
}: {
  asset: Thumbnail;
  alt: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  const jpeg = asset.sources.jpeg;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(asset.sources.avif)} sizes={sizes} />
      <img
        src={jpeg[Math.min(1, jpeg.length - 1)].url}
        srcSet={srcSet(jpeg)}
        sizes={sizes}
        alt={alt}
        width={asset.width}
        height={asset.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={`h-auto w-full bg-slate-100 bg-cover bg-center object-cover ${className}`}
        style={{ backgroundImage: `url(${asset.placeholder})` }}
      />
    </picture>
  );
}
