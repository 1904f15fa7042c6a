import { SIDE_PANEL_QR_PX } from "@adstudio/core";
import { UnstyledButton } from "@mantine/core";
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceMobileRotated,
  IconLayoutNavbar,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { Device, PanelControls } from "./model";
import classes from "./preview.module.css";
import { QrSvg } from "./qr/qr-svg";

interface ControlProps {
  label: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
}

function Control({ label, icon, pressed, disabled, onClick, testId }: ControlProps) {
  return (
    <UnstyledButton
      className={classes.control}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {icon}
      {label}
    </UnstyledButton>
  );
}

interface SidePanelProps {
  controls: PanelControls;
  device: Device;
  browserBars: boolean;
  canRotate: boolean;
  link: string;
  onDevice: (device: Device) => void;
  onBrowserBars: (on: boolean) => void;
  onRotate: () => void;
  onQr: () => void;
}

/**
 * The side control panel (spec §2): desktop and mobile toggles (disabled by the format and by the
 * creative's `toggles` message), the phone's browser bars and rotation, and the 60 px QR code button.
 */
export function SidePanel(props: SidePanelProps) {
  const { controls, device, browserBars, link } = props;
  const phone = device === "phone";
  return (
    <aside className={classes.panel} aria-label="Preview controls" data-testid="side-panel">
      <Control
        label="Desktop"
        icon={<IconDeviceDesktop size={22} stroke={1.6} />}
        pressed={device === "desktop"}
        disabled={!controls.desktop}
        onClick={() => props.onDevice("desktop")}
        testId="toggle-desktop"
      />
      <Control
        label="Mobile"
        icon={<IconDeviceMobile size={22} stroke={1.6} />}
        pressed={phone}
        disabled={!controls.phone}
        onClick={() => props.onDevice("phone")}
        testId="toggle-mobile"
      />
      <Control
        label="Browser bars"
        icon={<IconLayoutNavbar size={22} stroke={1.6} />}
        pressed={phone && browserBars}
        disabled={!phone || !controls.phone}
        onClick={() => props.onBrowserBars(!browserBars)}
        testId="toggle-browser-bars"
      />
      <Control
        label="Rotate"
        icon={<IconDeviceMobileRotated size={22} stroke={1.6} />}
        disabled={!props.canRotate}
        onClick={props.onRotate}
        testId="rotate"
      />
      <div className={classes.divider} aria-hidden />
      <UnstyledButton
        className={classes.qrButton}
        onClick={props.onQr}
        aria-label="Share this preview"
        aria-haspopup="dialog"
        data-testid="side-panel-qr"
      >
        <QrSvg value={link} size={SIDE_PANEL_QR_PX} />
        Share
      </UnstyledButton>
    </aside>
  );
}
