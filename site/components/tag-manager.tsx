// The tag manager (decision 18), rendered only when a container id is set at
// build time (GTM_ID, carried in site.json). With no id none of this ships.
import { consentBootstrap, tagManagerFrameSrc } from "@/lib/consent";

/** In <head>: consent defaults, then the container, which that script loads. */
export function TagManagerHead({ id }: { id: string }) {
  return <script id="tag-manager" dangerouslySetInnerHTML={{ __html: consentBootstrap(id) }} />;
}

/** First in <body>: the container's frame for visitors without JavaScript. */
export function TagManagerNoScript({ id }: { id: string }) {
  return (
    <noscript>
      <iframe
        src={tagManagerFrameSrc(id)}
        title="Google Tag Manager"
        height="0"
        width="0"
        style={{ display: "none", visibility: "hidden" }}
      />
    </noscript>
  );
}
