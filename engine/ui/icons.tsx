import type { SvgIconComponent } from '@mui/icons-material';
import AutoStories from '@mui/icons-material/AutoStories';
import BatteryChargingFull from '@mui/icons-material/BatteryChargingFull';
import Bolt from '@mui/icons-material/Bolt';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import Cable from '@mui/icons-material/Cable';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cloud from '@mui/icons-material/Cloud';
import Code from '@mui/icons-material/Code';
import Devices from '@mui/icons-material/Devices';
import Download from '@mui/icons-material/Download';
import Email from '@mui/icons-material/Email';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import Event from '@mui/icons-material/Event';
import Forum from '@mui/icons-material/Forum';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Hub from '@mui/icons-material/Hub';
import Insights from '@mui/icons-material/Insights';
import Language from '@mui/icons-material/Language';
import Lock from '@mui/icons-material/Lock';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Schedule from '@mui/icons-material/Schedule';
import School from '@mui/icons-material/School';
import Search from '@mui/icons-material/Search';
import Security from '@mui/icons-material/Security';
import Shield from '@mui/icons-material/Shield';
import Speed from '@mui/icons-material/Speed';
import Star from '@mui/icons-material/Star';
import Storage from '@mui/icons-material/Storage';
import SupportAgent from '@mui/icons-material/SupportAgent';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Assessment from '@mui/icons-material/Assessment';
import Videocam from '@mui/icons-material/Videocam';
import Warning from '@mui/icons-material/Warning';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Wifi from '@mui/icons-material/Wifi';
import Dns from '@mui/icons-material/Dns';
import type { IconName } from '../schema/icon-names';

/** The component for each icon name a page document may use. */
export const icons = {
  network: Hub,
  shield: Shield,
  security: Security,
  camera: Videocam,
  phone: Phone,
  cloud: Cloud,
  cable: Cable,
  server: Dns,
  storage: Storage,
  code: Code,
  web: Language,
  chart: Insights,
  speed: Speed,
  support: SupportAgent,
  groups: Groups,
  person: Person,
  engineering: EngineeringOutlined,
  schedule: Schedule,
  event: Event,
  school: School,
  star: Star,
  check: CheckCircle,
  bolt: Bolt,
  warning: Warning,
  lock: Lock,
  build: Build,
  forum: Forum,
  book: AutoStories,
  download: Download,
  location: Place,
  email: Email,
  whatsapp: WhatsApp,
  business: Business,
  money: Payments,
  trending: TrendingUp,
  wifi: Wifi,
  battery: BatteryChargingFull,
  devices: Devices,
  video: Videocam,
  handshake: Handshake,
  rocket: RocketLaunch,
  search: Search,
  report: Assessment,
} satisfies Record<IconName, SvgIconComponent>;

/**
 * Turns a pointing icon (an arrow, a chevron, a rising trend) to face the way the page
 * reads: on right-to-left pages it is mirrored. Icons of things (a phone, a logo) never are.
 */
export const mirroredInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** Icons that point the way text reads. */
const pointingIcons: ReadonlySet<IconName> = new Set(['trending']);

export function Icon({ name, ...props }: { name: IconName } & Parameters<SvgIconComponent>[0]) {
  const Component = icons[name];
  if (pointingIcons.has(name))
    return <Component aria-hidden {...props} sx={[mirroredInRtl, props.sx ?? {}].flat()} />;
  return <Component aria-hidden {...props} />;
}
