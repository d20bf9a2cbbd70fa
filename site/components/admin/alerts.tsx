"use client";
// Phone alerts (issue 23.2): turn Web Push on or off for this browser, choose
// emergencies only or every lead, send a test, and see (and turn off) the
// other devices with alerts on. The email notification is unchanged.
import type { AlertChoice } from "@/generated/types";
import { useCallback, useEffect, useState } from "react";
import { messageOf } from "./api";
import { useInbox } from "./context";
import { dateTime } from "./format";
import { existing, madeWith, subscribe, support, unsubscribe, type Support } from "./push";
import { pushOverview, pushTestSent, type PushOverview } from "./schemas";
import { Alert, Button, Card, Loading, Pill } from "./ui";

type Device = PushOverview["devices"][number];

export function AlertsView() {
  const { api } = useInbox();
  const [data, setData] = useState<PushOverview | null>(null);
  const [can, setCan] = useState<Support | null>(null);
  /** This browser's subscription endpoint, when it has one made with the server's key. */
  const [endpoint, setEndpoint] = useState<string | null>(null);
  /** This browser subscribed with a key the server no longer signs with. */
  const [staleKey, setStaleKey] = useState(false);
  const [everyLead, setEveryLead] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setCan(support());
      const overview = await api.call("GET", "/push", pushOverview);
      const sub = await existing().catch(() => null);
      // Alerts made with an earlier key of the server's never arrive: offer to turn them on again.
      const current = sub && (!sub.options.applicationServerKey || madeWith(sub, overview.publicKey));
      setStaleKey(!!sub && !current);
      setEndpoint(current ? sub.endpoint : null);
      setData(overview);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [api]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const act = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone(await work());
    } catch (e) {
      setError(messageOf(e));
      setCan(support());
    } finally {
      setBusy(false);
    }
  };

  const here = data?.devices.find((d) => d.endpoint === endpoint) ?? null;
  const others = data?.devices.filter((d) => d !== here) ?? [];

  const turnOn = () =>
    act(async () => {
      if (!data) return null;
      const sub = await subscribe(data.publicKey);
      const next = await api.call("POST", "/push/subscriptions", pushOverview, { ...sub, allLeads: everyLead });
      setEndpoint(sub.endpoint ?? null);
      setStaleKey(false);
      setData(next);
      return "Alerts are on for this device. Send a test to check one arrives.";
    });
  const choose = (device: Device, allLeads: boolean) =>
    act(async () => {
      setData(
        await api.call("POST", `/push/subscriptions/${device.id}`, pushOverview, { allLeads } satisfies AlertChoice),
      );
      return allLeads
        ? "This device will be alerted to every new lead."
        : "This device will be alerted to emergencies only.";
    });
  const test = (device: Device) =>
    act(async () => (await api.call("POST", `/push/subscriptions/${device.id}/test`, pushTestSent)).message);
  const turnOff = (device: Device) =>
    act(async () => {
      if (device === here) await unsubscribe().catch(() => undefined);
      setData(await api.call("DELETE", `/push/subscriptions/${device.id}`, pushOverview));
      if (device === here) setEndpoint(null);
      return device === here ? "Alerts are off for this device." : "Alerts are off for that device.";
    });

  return (
    <section aria-labelledby="alerts-title">
      <h1 id="alerts-title" className="text-2xl font-bold tracking-tight text-ink">
        Phone alerts
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        An alert on this phone the moment an emergency comes in, even with the inbox closed. The email for each lead
        still arrives as before.
      </p>
      <div className="mt-4 space-y-3">
        <Alert>{error}</Alert>
        <Alert tone="success">{done}</Alert>
        <Alert tone="info">
          {staleKey && "The server's alert key has changed since alerts were turned on here. Turn them on again."}
        </Alert>
      </div>
      {!data || !can ? (
        <Loading />
      ) : (
        <div className="mt-4 space-y-5">
          <Card>
            <h2 className="text-lg font-bold text-ink">This device</h2>
            {here ? (
              <ThisDeviceOn device={here} busy={busy} onChoose={choose} onTest={test} onOff={turnOff} />
            ) : (
              <ThisDeviceOff
                can={can}
                busy={busy}
                everyLead={everyLead}
                onEveryLead={setEveryLead}
                onTurnOn={() => void turnOn()}
              />
            )}
          </Card>
          {others.length > 0 && (
            <div>
              <h2 className="text-lg font-bold text-ink">Other devices with alerts on</h2>
              <ul className="mt-3 space-y-3">
                {others.map((d) => (
                  <li key={d.id}>
                    <Card>
                      <p className="text-sm text-muted">
                        On since {dateTime(d.createdAt)}
                        {d.lastSentAt ? ` · last alert ${dateTime(d.lastSentAt)}` : ""} ·{" "}
                        {d.allLeads ? "every lead" : "emergencies only"}
                      </p>
                      <p className="mt-2 text-sm break-words text-ink">{d.browser}</p>
                      <Button className="mt-3" tone="outline" disabled={busy} onClick={() => void turnOff(d)}>
                        Turn off
                      </Button>
                    </Card>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function ThisDeviceOn({
  device,
  busy,
  onChoose,
  onTest,
  onOff,
}: {
  device: Device;
  busy: boolean;
  onChoose: (d: Device, allLeads: boolean) => Promise<void>;
  onTest: (d: Device) => Promise<void>;
  onOff: (d: Device) => Promise<void>;
}) {
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Pill tone="green">Alerts on</Pill>
        {device.lastSentAt && <p className="text-sm text-muted">Last alert {dateTime(device.lastSentAt)}</p>}
      </div>
      <EveryLead checked={device.allLeads} disabled={busy} onChange={(v) => void onChoose(device, v)} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void onTest(device)}>
          Send a test alert
        </Button>
        <Button tone="outline" disabled={busy} onClick={() => void onOff(device)}>
          Turn off on this device
        </Button>
      </div>
    </>
  );
}

function ThisDeviceOff({
  can,
  busy,
  everyLead,
  onEveryLead,
  onTurnOn,
}: {
  can: Support;
  busy: boolean;
  everyLead: boolean;
  onEveryLead: (v: boolean) => void;
  onTurnOn: () => void;
}) {
  if (can.kind === "install-first")
    return (
      <p className="mt-2 text-sm text-ink">
        On an iPhone or iPad, alerts work once the inbox is on your Home Screen: tap Share, then &lsquo;Add to Home
        Screen&rsquo;, open the inbox from there and come back to this page.
      </p>
    );
  if (can.kind === "unsupported")
    return (
      <p className="mt-2 text-sm text-ink">
        This browser cannot show alerts. Recent Chrome, Edge, Firefox and Safari can; on an iPhone or iPad, add the
        inbox to the Home Screen first.
      </p>
    );
  if (can.kind === "blocked")
    return (
      <p className="mt-2 text-sm text-ink">
        Notifications are blocked for this site. Allow them in the browser&rsquo;s site settings, then reload this page.
      </p>
    );
  return (
    <>
      <p className="mt-2 text-sm text-muted">Alerts are off here. Emergencies always alert; you can add every lead.</p>
      <EveryLead checked={everyLead} disabled={busy} onChange={onEveryLead} />
      <Button className="mt-4" tone="accent" disabled={busy} onClick={onTurnOn}>
        Turn on alerts on this device
      </Button>
    </>
  );
}

function EveryLead({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="mt-3 flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      Every new lead, not only emergencies
    </label>
  );
}
