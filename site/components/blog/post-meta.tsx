// An article's category, date and read time (and, in its own header, its
// author): one line, written once for the blog list, the featured article and
// the article page.
import { CalendarDays, Clock, User } from "@/components/icons";
import type { PostSummary } from "@/generated/types";

export function PostMeta({
  post,
  light = false,
  withAuthor = false,
}: {
  post: Pick<PostSummary, "category" | "date" | "dateDisplay" | "readTime" | "author">;
  /** On the dark article header. */
  light?: boolean;
  withAuthor?: boolean;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-y-2 text-sm ${light ? "gap-x-4 text-slate-200" : "gap-x-3 text-muted"}`}
    >
      <span
        className={`rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ${
          light ? "bg-white/15 text-white ring-1 ring-white/30" : "bg-brand-100 text-brand-800"
        }`}
      >
        {post.category}
      </span>
      <span className="inline-flex items-center gap-1">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <time dateTime={post.date}>{post.dateDisplay}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {post.readTime}
      </span>
      {withAuthor && (
        <span className="inline-flex items-center gap-1">
          <User className="h-4 w-4" aria-hidden="true" />
          {post.author}
        </span>
      )}
    </p>
  );
}
