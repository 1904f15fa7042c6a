// Mantine's styles for only the components the public pages draw (issue 34): its whole stylesheet is
// 248 KB, and matching its rules against the server-drawn showcase cost a phone's main thread more than
// the page's own script. Order as Mantine asks: the globals, then a component after those it builds on.
// A component added to the sign-in card or the public showcase needs its file here (the e2e pages and
// axe show a missing one as an unstyled control).
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Tooltip.css";
