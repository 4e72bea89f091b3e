import { fetchChatRoom, fetchRoomSections } from '../../api/chatroom';
import { createLoader } from '../loader/loader.machine';

/** The chat rooms of a list (all, explore, following), grouped in sections; empty when no section has a room. */
export const roomSectionsLoader = createLoader(fetchRoomSections, { isEmpty: (data) => data.sections.every((section) => section.rooms.length === 0) });

/** One chat room: its name and owner (the chat itself is the chat socket's). */
export const chatRoomLoader = createLoader(fetchChatRoom);
