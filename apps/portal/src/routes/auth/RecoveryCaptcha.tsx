import { useGlobalConfig } from '@saf/flows';
import { Captcha } from './Captcha';

/** Recovery's captcha: reads whether the captcha is on (the global configuration), then the widget. */
export default function RecoveryCaptcha(props: {
  action: string;
  onProblem: (message: string) => void;
}) {
  const config = useGlobalConfig();
  return <Captcha settings={config.data?.captcha} {...props} />;
}
