// A service's card icon on the services index: the icon of its first
// subcategory.
import type { ServiceView } from "@/generated/types";
import { CatalogueIcon } from "@/components/icons";

export function ServiceIcon({ service, className }: { service: ServiceView; className?: string }) {
  return <CatalogueIcon name={service.subcategories[0]?.icon ?? "wrench"} className={className} />;
}
