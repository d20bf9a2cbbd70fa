// An article's picture (its 1200x630 illustration, as on its link preview),
// written once for the article page, the featured article and the blog list:
// they differ only in how soon the browser fetches it and how it is framed.
import type { PostSummary } from "@/generated/types";

export function PostImage({
  post,
  fetch,
  className = "",
}: {
  post: Pick<PostSummary, "image" | "imageAlt">;
  /** 'first': the page's main picture, fetched at once; 'lazy': below the fold, fetched when near. */
  fetch: "first" | "normal" | "lazy";
  /** The frame's own classes (rounded corners, a height in a grid). */
  className?: string;
}) {
  return (
    <img
      src={post.image}
      alt={post.imageAlt}
      width={1200}
      height={630}
      loading={fetch === "lazy" ? "lazy" : fetch === "first" ? "eager" : undefined}
      fetchPriority={fetch === "first" ? "high" : undefined}
      decoding="async"
      className={`aspect-[1200/630] w-full bg-brand-100 object-cover ${className}`}
    />
  );
}
