import { supportChatUrl, supportMessages } from '@saf/ui';
import { portalConfig } from '../../config';

/** The support chat, opened with a first message about becoming a participant. */
export const supportChat = (): string =>
  supportChatUrl(portalConfig.supportPhone, supportMessages.participant);
