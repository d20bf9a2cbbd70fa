// The '24/7' badge on a service card of the services index: the service is
// available as an emergency call-out at any hour.
import { Clock } from "@/components/icons";
import { Badge } from "@/components/ui";

export function AroundTheClock() {
  return (
    <Badge tone="emergency">
      <Clock className="h-3.5 w-3.5" aria-hidden="true" />
      24/7<span className="sr-only"> emergency call-outs</span>
    </Badge>
  );
}
