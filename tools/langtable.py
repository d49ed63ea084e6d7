"""The UI's strings in every language: writes lib/carto_ui/lang_<code>.txt and
the names' module lib/carto_ui/strings.py; inlines the names for the bundle.

    python tools/langtable.py

Each entry is (NAME, English, French, German, Italian); a string's key is its
index, its line in every lang_<code>.txt. A module names a string by its
entry's name: ``from carto_ui import strings as S`` and ``get(S.NEW_GAME)``.
On CPython ``strings`` (written here, desktop-only) holds each name's index;
the bundle (tools/bundle.py) writes each ``S.NAME`` as its index and blanks
that import line (``inline``), so a device module's bytecode holds the bare
number, as a module-local ``const`` would, and the device never loads
``strings``. A name the table lacks fails when ``strings`` is imported (it
checks the modules beside it), in the bundle and in tests/test_lang.py.
Adding a string: append its entry, run this tool, write ``S.ITS_NAME``.
Append new entries at the end; runs that a module steps through by
arithmetic (``S.SPRING + season``) stay consecutive and in order.
Card names (explore, ruins, ambush, hero) stay English everywhere; the base
game's edict names are the German rulebook's in German and English in French
and Italian, as their rulebooks print them (docs/languages.md).
"""
import ast
import io
import os
import re
import tokenize

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGUAGES = ("en", "fr", "de", "it")

# The 16 base edicts: (English, German rulebook's name). French and Italian
# print the English names. "Bastionen in der Wildnis" is "Bastionen der
# Wildnis" here: a game menu's edict line ("B* " and the name) has 22 columns
# at 160x128.
_BASE_EDICTS = (
    ("Sentinel Wood", "Schildwald"), ("Treetower", "Düsterwald"),
    ("Greenbough", "Grünfläche"), ("Stoneside Forest", "Pfad des Waldes"),
    ("Canal Lake", "Bewässerungskanal"), ("The Golden Granary", "Goldener Kornspeicher"),
    ("Mages Valley", "Tal der Magier"), ("Shoreside Expanse", "Ausgedehnte Strände"),
    ("Wildholds", "Bastionen der Wildnis"), ("Greengold Plains", "Schillernde Ebene"),
    ("Great City", "Metropole"), ("Shieldgate", "Schild des Reichs"),
    ("Borderlands", "Grenzland"), ("The Broken Road", "Die Lange Straße"),
    ("Lost Barony", "Unzugängliche Baronie"), ("The Cauldrons", "Die Kessel"),
)
_HEROES_EDICTS = (
    "Faunlost Thicket", "Deepwood", "Heart of the Forest", "Sleepy Valley",
    "Craylund", "Ulem's Wallow", "Clawsgrave Peaks", "Jorekburg",
    "Traylo Monastery", "Outer Enclave", "Gnomish Colony", "Caravansary",
    "Dwarvenholds", "Silos", "Banded Hills", "Starlit Sigil",
)

ENTRIES = []
for _i, (_en, _de) in enumerate(_BASE_EDICTS):
    ENTRIES.append(("EDICT_%d" % _i, _en, _en, _de, _en))
for _i, _en in enumerate(_HEROES_EDICTS):
    ENTRIES.append(("EDICT_%d" % (16 + _i), _en, _en, _en, _en))

ENTRIES += [
    # Seasons (32-35), their short forms (36-39).
    ("SPRING", "Spring", "Printemps", "Frühling", "Primavera"),
    ("SUMMER", "Summer", "Été", "Sommer", "Estate"),
    ("FALL", "Fall", "Automne", "Herbst", "Autunno"),
    ("WINTER", "Winter", "Hiver", "Winter", "Inverno"),
    ("SPR", "Spr", "Pri", "Frü", "Pri"),
    ("SUM", "Sum", "Été", "Som", "Est"),
    ("FAL", "Fal", "Aut", "Her", "Aut"),
    ("WIN", "Wtr", "Hiv", "Win", "Inv"),
    # Terrains (40-49), indexed like engine.terrain.NAMES.
    ("T_EMPTY", "Empty", "Vide", "Leer", "Vuoto"),
    ("T_FOREST", "Forest", "Forêt", "Wald", "Foresta"),
    ("T_VILLAGE", "Village", "Village", "Dorf", "Villaggio"),
    ("T_FARM", "Farm", "Champs", "Acker", "Fattoria"),
    ("T_WATER", "Water", "Eau", "Wasser", "Acqua"),
    ("T_MONSTER", "Monster", "Monstre", "Monster", "Mostro"),
    ("T_HERO", "Hero", "Héros", "Held", "Eroe"),
    ("T_MOUNTAIN", "Mountain", "Montagne", "Gebirge", "Montagna"),
    ("T_WASTE", "Wasteland", "Terre désolée", "Ödnis", "Terra desolata"),
    ("T_DESTROYED", "Destroyed", "Détruite", "Zerstört", "Distrutto"),
    # Edict categories (50-53).
    ("C_FOREST", "Forest", "Forêt", "Wald", "Foresta"),
    ("C_FARM_WATER", "Farm & water", "Champs & eau", "Acker & Wasser", "Fattoria/acqua"),
    ("C_VILLAGE", "Village", "Village", "Dorf", "Villaggio"),
    ("C_SPATIAL", "Spatial", "Spatial", "Raum", "Spaziale"),
    # Menus and pages (54-).
    ("A_CHOOSE", "A choose", "A choisir", "A wählen", "A scegli"),
    ("ADJUST_CHOOSE", "<> change A choose", "<> changer A choisir", "<> ändern A wählen",
     "<> cambia A scegli"),
    ("B_BACK", " B back", " B retour", " B zurück", " B indietro"),
    ("A_MORE_B_CLOSE", "A more  B close", "A suite  B fermer", "A weiter  B schließen",
     "A avanti  B chiudi"),
    ("A_OK", "A ok", "A ok", "A ok", "A ok"),
    # Title and setup.
    ("NEW_GAME", "New game", "Nouvelle partie", "Neues Spiel", "Nuova partita"),
    ("HOW_TO_PLAY", "How to play", "Comment jouer", "Spielregeln", "Come si gioca"),
    ("ABOUT", "About", "À propos", "Über", "Informazioni"),
    ("CONTINUE", "Continue: ", "Continuer: ", "Weiter: ", "Continua: "),
    ("DISCARD_SAVED", "Discard the saved game?", "Effacer la partie?", "Spielstand löschen?",
     "Eliminare il salvataggio?"),
    ("NO_KEEP_IT", "No, keep it", "Non, la garder", "Nein, behalten", "No, tienilo"),
    ("YES_NEW_GAME", "Yes, new game", "Oui, nouvelle partie", "Ja, neues Spiel",
     "Sì, nuova partita"),
    ("SETUP_HINT", "<> change A edit B back", "<> changer A éditer B ret",
     "<> ändern A Wahl B zurück", "<> cambia A modif. B ind."),
    ("SOLO", "Solo", "Solo", "Solo", "Solo"),
    ("RANDOM", "Random", "Au hasard", "Zufall", "Casuali"),
    ("CHOSEN", "Chosen", "Choisis", "Gewählt", "Scelti"),
    ("ROW_PLAYERS", "Players  ", "Joueurs  ", "Spieler   ", "Giocatori  "),
    ("ROW_NAMES", "Names    ", "Noms     ", "Namen     ", "Nomi       "),
    ("ROW_CONTENT", "Content  ", "Contenu  ", "Inhalt    ", "Contenuto  "),
    ("ROW_SIDE", "Map side ", "Carte    ", "Plan      ", "Mappa      "),
    ("ROW_EDICTS", "Edicts   ", "Édits    ", "Dekrete   ", "Editti     "),
    ("ROW_SEED", "Seed     %d", "Graine   %d", "Startwert %d", "Seme       %d"),
    ("START_GAME", "Start game", "Commencer", "Spiel starten", "Inizia la partita"),
    ("CONTENT_BASE", "Base", "Base", "Grundspiel", "Base"),
    ("CONTENT_HEROES", "Heroes", "Heroes", "Heroes", "Heroes"),
    ("CONTENT_MIXED", "Mixed", "Mélangé", "Gemischt", "Misto"),
    ("SEED", "Seed", "Graine", "Startwert", "Seme"),
    ("SEED_NOTE", "The same seed and setup give the same cards: share it to replay.",
     "La même graine et les mêmes réglages donnent les mêmes cartes : partagez-la pour"
     " rejouer.",
     "Gleicher Startwert, gleiche Einstellungen, gleiche Karten: teile ihn, um nochmal"
     " zu spielen.",
     "Lo stesso seme e le stesse scelte danno le stesse carte: condividilo per rigiocare."),
    ("PLAYER_ROW", "Player %d  %s", "Joueur %d  %s", "Spieler %d  %s", "Giocatore %d  %s"),
    ("DONE", "Done", "Terminé", "Fertig", "Fatto"),
    ("NAMES", "Names", "Noms", "Namen", "Nomi"),
    ("PLAYER_NAME", "Player %d name", "Nom du joueur %d", "Name von Spieler %d",
     "Nome giocatore %d"),
    ("EDICT_PICK_TITLE", "Edict %s: %s", "Édit %s : %s", "Dekret %s: %s", "Editto %s: %s"),
    ("EDICT_PICK_HINT", "A pick <> rules B back", "A choisir <> règle B ret.",
     "A Wahl <> Regel B zurück", "A scegli <> regola B ind."),
    ("ABOUT_TEXT",
     "A handheld version of the board games Cartographers and Cartographers Heroes"
     " (Thunderworks Games).\\nExplore cards are revealed one by one; every player draws the"
     " shape on their own map. At the end of each season two of the four edicts score.\\nIn"
     " menus the d-pad"
     " moves, A chooses and B goes back.\\nOn the map the d-pad moves the shape, B rotates,"
     " SELECT flips and A asks \"Here?\": A again draws it, B goes back; START opens the"
     " menu with the edict view, the rules and save & quit.\\nThe seed on the setup screen"
     " replays the same cards.",
     "Une version de poche des jeux de société Cartographers et Cartographers Heroes"
     " (Thunderworks Games).\\nLes cartes Exploration sont révélées une à une ; chaque"
     " joueur dessine la forme sur sa propre carte. À la fin de chaque saison, deux des"
     " quatre Édits rapportent des points.\\nDans les menus, la croix déplace, A choisit et"
     " B revient.\\nSur la carte, la croix déplace la forme, B la tourne, SELECT la retourne"
     " et A demande \"Ici ?\" : A à nouveau la dessine, B revient ; START ouvre le menu"
     " avec les Édits, les règles et Sauver &"
     " quitter.\\nLa graine de l'écran de préparation rejoue les mêmes cartes.",
     "Eine Handheld-Fassung der Brettspiele Der Kartograph und Cartographers Heroes"
     " (Thunderworks Games).\\nErkundungskarten werden nacheinander aufgedeckt; alle zeichnen"
     " die Form auf ihren eigenen Plan. Am Ende jeder Jahreszeit werden zwei der vier"
     " Dekrete gewertet.\\nIn Menüs bewegt das Steuerkreuz, A wählt und B geht zurück.\\n"
     "Auf dem Plan"
     " bewegt das Steuerkreuz die Form, B dreht sie, SELECT spiegelt sie und A fragt"
     " \"Hier?\": A noch einmal zeichnet sie ein, B geht zurück; START öffnet das Menü mit"
     " den Dekreten, den Regeln und Speichern & beenden.\\nDer"
     " Startwert der Spielvorbereitung wiederholt dieselben Karten.",
     "Una versione portatile dei giochi da tavolo Cartographers e Cartographers Heroes"
     " (Thunderworks Games).\\nLe carte Esplorazione sono rivelate una alla volta; ogni"
     " giocatore disegna la forma sulla propria mappa. Alla fine di ogni stagione due dei"
     " quattro editti danno punti.\\nNei menu la croce muove, A sceglie e B torna indietro.\\n"
     "Sulla mappa la croce muove la forma, B la ruota, SELECT la capovolge e A chiede"
     " \"Qui?\": A di nuovo la disegna, B torna indietro; START apre il menu con gli editti,"
     " le regole e Salva ed esci.\\nIl seme della"
     " preparazione ripete le stesse carte."),
    # The game menu.
    ("SEASON_TIME", "%s  time %d/%d", "%s  temps %d/%d", "%s  Zeit %d/%d", "%s  tempo %d/%d"),
    ("THIS_CARD_IS", "This card: ", "Cette carte : ", "Diese Karte: ", "Questa carta: "),
    ("THIS_CARD", "This card", "Cette carte", "Diese Karte", "Questa carta"),
    ("BACK_TO_MAP", "Back to the map", "Retour à la carte", "Zurück zum Plan",
     "Torna alla mappa"),
    ("EDICTS", "Edicts", "Édits", "Dekrete", "Editti"),
    ("CARDS_SEASON", "Cards this season", "Cartes de la saison", "Karten der Jahreszeit",
     "Carte della stagione"),
    # French: the rulebook's "Feuilles Carte" (map sheets), as "Cartes" is the cards.
    ("MAPS_STANDINGS", "Maps & standings", "Feuilles & classement", "Pläne & Stand",
     "Mappe e classifica"),
    ("SAVE_QUIT", "Save & quit", "Sauver & quitter", "Speichern & beenden", "Salva ed esci"),
    ("ABANDON", "Abandon this game?", "Abandonner la partie?", "Spiel abbrechen?",
     "Abbandonare la partita?"),
    ("NO_KEEP_PLAYING", "No, keep playing", "Non, continuer", "Nein, weiterspielen",
     "No, continua"),
    ("MUST_COVER_RUINS", "\\nThis time the shape must cover an empty ruins space.",
     "\\nCette fois, la forme doit couvrir une case Ruine vide.",
     "\\nDiesmal muss die Form ein leeres Ruinen-Feld bedecken.",
     "\\nQuesta volta la forma deve coprire uno spazio Rovine vuoto."),
    ("NO_SHAPE_FITS", "\\nNo shape fits now: draw a 1x1 space of any terrain instead.",
     "\\nAucune forme ne rentre : dessinez plutôt une case 1x1 du terrain de votre choix.",
     "\\nKeine Form passt: zeichne stattdessen ein 1x1-Feld mit beliebigem Gelände.",
     "\\nNessuna forma entra: disegna invece uno spazio 1x1 di qualsiasi terreno."),
    ("CHOOSE_DESTROY", "\\nNow choose a space to destroy. ",
     "\\nChoisissez maintenant une case à détruire. ",
     "\\nWähle jetzt ein Feld, das zerstört wird. ",
     "\\nOra scegli uno spazio da distruggere. "),
    ("EDICT_SP", "Edict ", "Édit ", "Dekret ", "Editto "),
    ("EDICTS_STAR", "Edicts (* this season)", "Édits (* cette saison)",
     "Dekrete (* diese Zeit)", "Editti (* questa stag.)"),
    ("NO_CARD_YET", "No card revealed yet this season.",
     "Aucune carte révélée cette saison.", "In dieser Jahreszeit noch keine Karte.",
     "Nessuna carta rivelata in questa stagione."),
    ("CARDS_TITLE", "Cards (time; *: lasting)", "Cartes (temps ; *durable)",
     "Karten (Zeit; *dauerhaft)", "Carte (tempo; *duratura)"),
    ("SAVED_GAME", "Saved game", "Partie sauvée", "Spielstand", "Partita salvata"),
    # The turn menu.
    ("EDICT_VIEW", "Edict view", "Voir les Édits", "Dekrete ansehen", "Vedi gli editti"),
    ("GAME_MENU", "Game menu", "Menu du jeu", "Spielmenü", "Menu di gioco"),
    ("CHANGE_CHOICE", "Change shape/terrain", "Changer forme/terrain", "Form/Gelände ändern",
     "Cambia forma/terreno"),
    ("TAKE_BACK", "Take back the last move", "Annuler le dernier coup", "Letzten Zug zurück",
     "Annulla l'ultima mossa"),
    ("HINT_BEST", "Hint: the best move", "Conseil : meilleur coup", "Tipp: der beste Zug",
     "Aiuto: la mossa migliore"),
    ("TURN_TITLE", "Turn (total so far: %d)", "Tour (total : %d)", "Zug (bisher: %d)",
     "Turno (totale: %d)"),
    # The HUD.
    ("MON_WIDE", "Mon%3d", "Mon%3d", "Mon%3d", "Mos%3d"),
    ("MON_NARROW", "M%3d", "M%3d", "M%3d", "M%3d"),
    ("SEASON_WIDE", "Season%4d", "Saison%4d", "Zeit%6d", "Stag.%5d"),
    ("PTS_NARROW", "Pts%3d", "Pts%3d", "Pkt%3d", "Pti%3d"),
    # Play.
    ("CHOOSE_THEN_A", "SELECT: next option", "SELECT : autre option", "SELECT: andere Option",
     "SELECT: altra opzione"),
    ("ANY_NEXT", "Any button: next message", "Un bouton : message suivant",
     "Taste: nächste Meldung", "Un tasto: messaggio seguente"),
    ("KEYS_PICK", "d-pad: space  A: destroy  START: menu", "croix: case  A: détruire  START: menu",
     "Kreuz: Feld  A: zerstören  START: Menü", "croce: spazio A: distruggi START: menu"),
    ("KEYS_CHOOSE", "SELECT:option A:take B:rotate",
     "SELECT:option A:prendre B:tourner", "SELECT:Option A:nehmen B:drehen",
     "SELECT:opzione A:prendi B:ruota"),
    ("KEYS_AFTER", "A: go on  B: take the move back", "A: continuer  B: annuler le coup",
     "A: weiter  B: Zug zurücknehmen", "A: avanti  B: annulla la mossa"),
    ("KEYS_AIM", "A:place B:rotate SELECT:flip START:menu",
     "A:placer B:tourner SELECT:retourner",
     "A:setzen B:drehen SELECT:spiegeln",
     "A:posa B:ruota SELECT:capovolgi"),
    ("PLUS_COIN", " +coin", " +pièce", " +Münze", " +moneta"),
    ("HERE_CONFIRM", "Here? A: yes  B: back", "Ici ? A: oui  B: retour", "Hier? A: ja  B: zurück",
     "Qui? A: sì  B: indietro"),
    ("SEASON_OVER", "%s is over and scored: no take back. A: its scores",
     "%s terminé et compté : pas d'annulation. A: les scores",
     "Der %s ist vorbei und gewertet: kein Zurück. A: Wertung",
     "Fine stagione: %s, contata: niente annullo. A: i punteggi"),
    ("A_CONTINUE", "A: continue", "A: continuer", "A: weiter", "A: continua"),
    ("A_PASS_B_BACK", "A: pass the device  B: take this move back",
     "A: passer la console  B: annuler ce coup", "A: Gerät weitergeben  B: Zug zurücknehmen",
     "A: passa il dispositivo  B: annulla la mossa"),
    ("A_NEXT_B_BACK", "A: next card  B: take this move back",
     "A: carte suivante  B: annuler ce coup", "A: nächste Karte  B: Zug zurücknehmen",
     "A: carta seguente  B: annulla la mossa"),
    ("CANNOT_DESTROY", "That space cannot be destroyed", "Cette case ne peut pas être détruite",
     "Dieses Feld kann nicht zerstört werden", "Quello spazio non si può distruggere"),
    ("HINT_TOTAL", "Hint: %+d this season, %+d by the end", "Conseil : %+d cette saison, %+d à"
     " la fin", "Tipp: %+d diese Jahreszeit, %+d am Ende", "Aiuto: %+d in stagione, %+d alla"
     " fine"),
    ("HINT_SEASON", "Hint: %s %+d this season", "Conseil : %s %+d cette saison",
     "Tipp: %s %+d diese Jahreszeit", "Aiuto: %s %+d in questa stagione"),
    # The edict view.
    ("EDICT_VIEW_KEYS", "<> edict  A: its rule  B: back",
     "<> Édit  A: règle  B: retour", "<> Dekret  A: Regel  B: zurück",
     "<> editto  A: regola  B: torna"),
    ("SCORED_THIS_SEASON", ", scored this season", ", compté cette saison",
     ", in dieser Jahreszeit gewertet", ", conta in questa stagione"),
    ("EDICT_BANNER", "%s %s: %d pts%s (A: rule)", "%s %s : %d pts%s (A: règle)",
     "%s %s: %d Pkt.%s (A: Regel)", "%s %s: %d pti%s (A: regola)"),
    # The handoff.
    ("PASS_DEVICE", "Pass the device", "Passez la console", "Gerät weitergeben",
     "Passa il dispositivo"),
    ("PASS_TO", "Pass to ", "Passez à ", "Weitergeben an ", "Passa a "),
    ("PRESS_A_READY", "Press A when ready", "A si vous êtes prêt", "Bereit? A drücken",
     "A quando sei pronto"),
    ("GAME_MENU_KEY", ": game menu", " : menu du jeu", ": Spielmenü", ": menu di gioco"),
    # The hint.
    ("THINKING_STOP", "Thinking...  B: stop", "Réflexion...  B: arrêter", "Ich denke...  B: Stopp",
     "Sto pensando...  B: stop"),
    ("THINKING_PCT", "Thinking... %d%%", "Réflexion... %d%%", "Ich denke... %d%%",
     "Sto pensando... %d%%"),
    # Rule texts (rulestext).
    ("SOLO_N", "The Queen expects %d stars from this edict.",
     "La Reine attend %d étoiles de cet édit.",
     "Die Königin erwartet %d Punkte von diesem Dekret.",
     "La regina si aspetta %d stelle da questo editto."),
    ("SCORES_IN", "Scores in ", "Compte en ", "Gewertet: ", "Conta in "),
    ("AND", " and ", " et ", " und ", " e "),
    ("THIS_SEASON_P", " (this season)", " (cette saison)", " (diese Jahreszeit)",
     " (questa stagione)"),
    ("OR", " or ", " ou ", " oder ", " o "),
    # News (carto_ui.news).
    ("COIN_1", "+%d coin%s", "+%d pièce%s", "+%d Münze%s", "+%d moneta%s"),
    ("COINS_N", "+%d coins%s", "+%d pièces%s", "+%d Münzen%s", "+%d monete%s"),
    # (": mountain surrounded": with the shape's own "+1 coin" before it,
    # two big lines under a 240x240 map in English, French and German.)
    ("FOR_MOUNTAIN", ": mountain surrounded", " : Montagne entourée",
     ": Gebirge umschlossen", ": montagna circondata"),
    ("FOR_DRAGON", " for the slain Dragon", " pour le Dragon vaincu", " für den besiegten Drachen",
     " per il drago sconfitto"),
    ("HERO_KILLED_1", "The hero destroyed %d monster space", "Le héros a détruit %d case Monstre",
     "Der Held hat %d Monster-Feld zerstört", "L'eroe ha distrutto %d spazio Mostro"),
    ("HERO_KILLED_N", "The hero destroyed %d monster spaces", "Le héros a détruit %d cases"
     " Monstre", "Der Held hat %d Monster-Felder zerstört", "L'eroe ha distrutto %d spazi"
     " Mostro"),
    ("ZOMBIES_1", "Zombies spread to %d space", "Les zombies gagnent %d case",
     "Zombies breiten sich auf %d Feld aus", "Gli zombi si estendono a %d spazio"),
    ("ZOMBIES_N", "Zombies spread to %d spaces", "Les zombies gagnent %d cases",
     "Zombies breiten sich auf %d Felder aus", "Gli zombi si estendono a %d spazi"),
    ("SPACE_DESTROYED", "Space destroyed", "Case détruite", "Feld zerstört", "Spazio distrutto"),
    ("SOLO_NO_ROOM", "%s found no room and is discarded", "%s ne trouve pas de place : défaussée",
     "%s findet keinen Platz und wird abgelegt", "%s non trova posto ed è scartata"),
    ("SOLO_DRAWN", "%s drawn on your map", "%s dessinée sur votre carte",
     "%s auf deinen Plan gezeichnet", "%s disegnata sulla tua mappa"),
    ("RUINS_NEXT", "%s: next shape on ruins", "%s : forme sur une Ruine", "%s: Form auf Ruinen",
     "%s: forma sulle rovine"),
    ("AMBUSH_BANG", "Ambush! %s", "Embuscade ! %s", "Hinterhalt! %s", "Imboscata! %s"),
    ("HERO_IS", "Hero: %s", "Héros : %s", "Held: %s", "Eroe: %s"),
    ("CARD_TIME", "%s (time %d)", "%s (temps %d)", "%s (Zeit %d)", "%s (tempo %d)"),
    # Why a ghost cannot go there (carto_ui.reasons). Short: one big line
    # under a 240x240 map (19 columns) where the language allows, so that
    # the card's option stays on the line under it.
    ("HERO_NEEDS_EMPTY", "The hero needs an empty space, not ", "Le héros veut une case vide,"
     " pas ", "Der Held braucht ein leeres Feld, nicht ", "L'eroe vuole uno spazio vuoto, non "),
    ("OFF_MAP", "Off the map", "Hors de la carte", "Außerhalb des Plans", "Fuori dalla mappa"),
    ("IN_THE_WAY", "Covers %s", "Couvre %s", "Im Weg: %s", "Copre %s"),
    ("RUINS_RULE", "Must cover ruins", "Couvrir une Ruine", "Eine Ruine abdecken",
     "Coprire una rovina"),
    ("A_MOUNTAIN", "a mountain", "une Montagne", "ein Gebirge", "una montagna"),
    ("WASTELAND", "wasteland", "une Terre désolée", "Ödnis", "terra desolata"),
    ("A_DESTROYED", "a destroyed space", "une case détruite", "ein zerstörtes Feld",
     "uno spazio distrutto"),
    ("A_DRAWN", "a drawn space (%s)", "une case dessinée (%s)", "ein gezeichnetes Feld (%s)",
     "uno spazio disegnato (%s)"),
    # A turn's start (carto_ui.turnstart).
    ("DRAWS_MONSTERS", "%s draws the monsters on %s's map", "%s dessine les monstres sur la"
     " carte de %s", "%s zeichnet die Monster auf den Plan von %s", "%s disegna i mostri sulla"
     " mappa di %s"),
    ("ON_THIS_MAP", " on this map", " sur cette carte", " auf diesen Plan", " su questa mappa"),
    ("ON_THAT_MAP", " on that map", " sur cette carte-là", " auf jenen Plan", " su quella mappa"),
    ("FITS_NO_RUINS", "%s fits on no ruins space%s", "%s ne va sur aucune Ruine%s",
     "%s passt auf kein Ruinen-Feld%s", "%s non entra in nessuna rovina%s"),
    ("FITS_NOWHERE", "%s fits nowhere%s", "%s ne rentre nulle part%s", "%s passt nirgends%s",
     "%s non entra da nessuna parte%s"),
    ("FALLBACK_MONSTER", "The rules: draw one 1x1 monster space instead", "Règle : dessinez"
     " plutôt une case Monstre 1x1", "Regel: zeichne stattdessen 1 Monster-Feld (1x1)",
     "Regola: disegna invece uno spazio Mostro 1x1"),
    ("FALLBACK_ANY", "The rules: draw one 1x1 space of any terrain instead", "Règle : dessinez"
     " plutôt une case 1x1 de n'importe quel terrain", "Regel: zeichne stattdessen 1 Feld"
     " (1x1) mit beliebigem Gelände", "Regola: disegna invece uno spazio 1x1 di qualsiasi"
     " terreno"),
    ("PLACE_HERO", "Place the hero; red crosses show its attack", "Placez le héros ; les croix"
     " rouges montrent son attaque", "Setze den Helden; rote Kreuze zeigen seinen Angriff",
     "Piazza l'eroe; le croci rosse mostrano il suo attacco"),
    ("TROLL_DESTROY", "Giant Troll Ravage: destroy an empty space next to its monsters",
     "Giant Troll Ravage : détruisez une case vide voisine de ses monstres",
     "Giant Troll Ravage: zerstöre ein leeres Feld neben seinen Monstern",
     "Giant Troll Ravage: distruggi uno spazio vuoto vicino ai suoi mostri"),
    ("GORGON_DESTROY", "Gorgon Gaze: destroy a space next to its monsters",
     "Gorgon Gaze : détruisez une case voisine de ses monstres",
     "Gorgon Gaze: zerstöre ein Feld neben seinen Monstern",
     "Gorgon Gaze: distruggi uno spazio vicino ai suoi mostri"),
    # Season ends and the game's end (carto_ui.season).
    ("SEASON_SCORES", "%s scores", "Scores : %s", "Wertung: %s", "Punteggi: %s"),
    ("TABLE_HEAD", "Player", "Joueur", "Spieler", "Gioc."),
    ("TABLE_MON", "Mon", "Mon", "Mon", "Mos"),
    ("TABLE_SUM", "Tot", "Tot", "Sa.", "Tot"),
    ("LEGEND", "$ coins, Mon monsters", "$ pièces, Mon monstres", "$ Münzen, Mon Monster",
     "$ monete, Mos mostri"),
    ("STANDING_ROW", "%d. %-8s%4d  mon %d", "%d. %-8s%4d  mon %d", "%d. %-8s%4d  Mon %d",
     "%d. %-8s%4d  mos %d"),
    ("TIE_SHARE", "%s tie on %d stars and on monsters (%d): they share place %d.",
     "%s sont à égalité avec %d étoiles et aux monstres (%d) : ils partagent la place %d.",
     "%s haben gleich viele Punkte (%d) und Monster (%d): sie teilen sich Platz %d.",
     "%s pareggiano con %d stelle e sui mostri (%d): condividono il posto %d."),
    ("TIE_MONSTERS", "%s tie on %d stars; fewer stars lost to monsters ranks higher (%s).",
     "%s sont à égalité avec %d étoiles ; moins d'étoiles perdues aux monstres l'emporte (%s).",
     "%s haben gleich viele Punkte (%d); weniger Verlust durch Monster gewinnt (%s).",
     "%s pareggiano con %d stelle; vince chi ne perde meno per i mostri (%s)."),
    ("TIES_RULE", "Ties go to the fewest stars lost to monsters.",
     "Une égalité va à qui a perdu le moins d'étoiles aux monstres.",
     "Bei Gleichstand gewinnt, wer weniger Punkte durch Monster verlor.",
     "In caso di pareggio vince chi ha perso meno stelle per i mostri."),
    ("STANDINGS", "Standings", "Classement", "Stand", "Classifica"),
    ("TOTAL_SO_FAR", "Total so far %d", "Total actuel %d", "Bisher gesamt %d", "Totale finora %d"),
    ("FINAL_RANKING", "Final ranking", "Classement final", "Endwertung", "Classifica finale"),
    ("YOUR_SCORE", "Your score     %4d", "Votre score    %4d", "Deine Punkte   %4d",
     "Tuo punteggio  %4d"),
    ("QUEEN_EXPECTS", "Queen expects  %4d", "Attendu        %4d", "Erwartet       %4d",
     "Atteso         %4d"),
    ("RATING", "Rating         %4d", "Note           %4d", "Bewertung      %4d",
     "Valutazione    %4d"),
    ("GIMNAX_NAMES", "Queen Gimnax names you", "La Reine vous nomme",
     "Dein Titel von Gimnax:", "La regina ti nomina"),
    ("GAME_OVER", "Game over", "Partie terminée", "Spielende", "Fine partita"),
    # The maps view and the review (carto_ui.viewmaps, carto_ui.review).
    ("MAPS_HINT_SMALL", "^v edict <> player", "^v Édit <> joueur", "^v Dekret <> Spieler",
     "^v editto <> gioc."),
    ("MAPS_HINT_ROOMY", "<> player ^v edict A standings B back",
     "<> joueur ^v Édit A classement B retour", "<> Spieler ^v Dekret A Stand B zurück",
     "<> gioc. ^v editto A classifica B ind."),
    ("REVIEW_HINT_SMALL", "^v edict A: ranking", "^v Édit A classement",
     "^v Dekret A: Wertung", "^v editto A classif."),
    ("REVIEW_HINT_ROOMY", "<> player  ^v edict  A: ranking", "<> joueur  ^v Édit  A: classement",
     "<> Spieler  ^v Dekret  A: Wertung", "<> gioc.  ^v editto  A: classifica"),
    ("MAPS_MON", "Mon", "Mon", "Mon", "Mos"),
    ("MAPS_TOTAL", "Total", "Total", "Summe", "Tot."),
    ("STARS_NOW", "%s %s: %d stars now", "%s %s : %d étoiles", "%s %s: jetzt %d Punkte",
     "%s %s: %d stelle ora"),
    ("NO_SEASON_YET", "No season scored yet.", "Aucune saison comptée.",
     "Noch nichts gewertet.", "Nessuna stagione contata."),
    ("PLAY_AGAIN", "Play this seed again", "Rejouer cette graine", "Diesen Startwert nochmal",
     "Rigioca questo seme"),
    ("TITLE_SCREEN", "Title screen", "Écran titre", "Titelbild", "Schermata iniziale"),
    ("GAME_OVER_SEED", "Game over (seed %d)", "Fin (graine %d)", "Spielende (Startwert %d)",
     "Fine (seme %d)"),
    # The app, the guided game, How to play, the pickers.
    ("OOM_BACK", "Out of memory. The game is back at its last save; press A to go on.",
     "Mémoire pleine. La partie est revenue à sa dernière sauvegarde ; A pour continuer.",
     "Speicher voll. Das Spiel ist wieder beim letzten Speicherstand; weiter mit A.",
     "Memoria esaurita. La partita è tornata all'ultimo salvataggio; A per continuare."),
    ("NOT_SAVED", "This move was not saved (%s).", "Ce coup n'a pas été sauvé (%s).",
     "Dieser Zug wurde nicht gespeichert (%s).", "Questa mossa non è stata salvata (%s)."),
    ("AMBUSH_NOTE", "Ambush: draw %s on %s's map", "Embuscade : dessinez %s sur la carte de %s",
     "Hinterhalt: zeichne %s auf den Plan von %s", "Imboscata: disegna %s sulla mappa di %s"),
    ("TAKEN_BACK", "Move taken back: the map is as it was before it",
     "Coup annulé : la feuille est comme avant", "Zug zurückgenommen: der Plan ist wie vorher",
     "Mossa annullata: la mappa è come prima"),
    ("YES_GUIDED", "Yes, guided game", "Oui, partie guidée", "Ja, geführtes Spiel",
     "Sì, partita guidata"),
    ("GUIDE", "Guide", "Guide", "Anleitung", "Guida"),
    ("GUIDE_MORE", "A more  B end guide", "A suite  B fin du guide", "A weiter  B Ende",
     "A avanti  B fine guida"),
    ("GUIDE_OK", "A ok  B end guide", "A ok  B fin du guide", "A ok  B Ende", "A ok  B fine guida"),
    ("GUIDED_GAME", "Guided first game", "Première partie guidée", "Geführte erste Partie",
     "Prima partita guidata"),
    ("LETTER_HINT", "A type  START ok", "A taper  START ok", "A tippen  START ok",
     "A scrivi  START ok"),
    ("SELECT_DELETES", "SELECT deletes a letter", "SELECT efface une lettre",
     "SELECT löscht Buchstaben", "SELECT: cancella lettera"),
    ("DIGIT_HINT", "^v digit <> move A ok", "^v chiffre <> aller A ok", "^v Ziffer <> gehen A ok",
     "^v cifra <> muovi A ok"),
    # Card texts (carto_ui.rulestext).
    ("AMBUSH_HEAD", " (ambush, time 0)\\nPass ", " (embuscade, temps 0)\\nPassez ",
     " (Hinterhalt, Zeit 0)\\nWeitergabe ", " (imboscata, tempo 0)\\nPassa in senso "),
    ("CLOCKWISE", "clockwise", "dans le sens horaire", "im Uhrzeigersinn", "orario"),
    ("COUNTER", "counter-clockwise", "dans le sens antihoraire", "gegen den Uhrzeigersinn",
     "antiorario"),
    # A solo game's ambush: the corner, then the direction.
    ("SOLO_AMBUSH_HEAD", " (ambush, time 0)\\nDrawn for you from the %s corner, %s.",
     " (embuscade, temps 0)\\nTracé pour vous depuis le coin %s, %s.",
     " (Hinterhalt, Zeit 0)\\nFür dich gezeichnet ab der Ecke %s, %s.",
     " (imboscata, tempo 0)\\nDisegnato per te dall'angolo %s, in senso %s."),
    ("TOP_LEFT", "top left", "en haut à gauche", "oben links", "in alto a sinistra"),
    ("TOP_RIGHT", "top right", "en haut à droite", "oben rechts", "in alto a destra"),
    ("BOTTOM_RIGHT", "bottom right", "en bas à droite", "unten rechts", "in basso a destra"),
    ("BOTTOM_LEFT", "bottom left", "en bas à gauche", "unten links", "in basso a sinistra"),
    ("HERO_HEAD", " (hero, time 0)\\n", " (héros, temps 0)\\n", " (Held, Zeit 0)\\n",
     " (eroe, tempo 0)\\n"),
    ("TIME_HEAD", " (time %d)\\n", " (temps %d)\\n", " (Zeit %d)\\n", " (tempo %d)\\n"),
    ("PLUS_ONE_COIN", "  (+1 coin)", "  (+1 pièce)", "  (+1 Münze)", "  (+1 moneta)"),
    ("OR_LINE", "\\nor\\n", "\\nou\\n", "\\noder\\n", "\\no\\n"),
    # The guided game's player.
    ("YOU", "You", "Vous", "Du", "Tu"),
    # Queen Gimnax's solo titles, best first (engine.cards.solo_rank): the
    # French, German and Italian rulebooks' own (the Italian prints
    # "Leggendaro", spelt "Leggendario" here).
    ("SOLO_TITLE_0", "Legendary Cartographer", "Cartographe Légendaire",
     "Legendäre_r Meisterkartograph_in", "Cartografo Leggendario"),
    ("SOLO_TITLE_1", "Master Mapsmith", "Maître des Cartes", "Kunstvolle_r Kartenzeichner_in",
     "Artigiano delle Mappe"),
    ("SOLO_TITLE_2", "Journeyman Topographer", "Topographe Voyageur", "Reisende_r Topograph_in",
     "Topografo Viaggiatore"),
    ("SOLO_TITLE_3", "Apprentice Surveyor", "Apprenti Géomètre", "Vermesserlehrling",
     "Perito Apprendista"),
    ("SOLO_TITLE_4", "Amateur Assessor", "Conseiller Amateur", "Hobbygutachter_in",
     "Assessore Dilettante"),
    ("SOLO_TITLE_5", "Inept Assistant", "Assistant Inapte", "Unbeholfene_r Assistent_in",
     "Assistente Incapace"),
    ("SOLO_TITLE_6", "Dimwitted Doodler", "Mauvais Gribouilleur", "Möchtegern",
     "Semplice Scribacchino"),
    ("SOLO_TITLE_7", "Oblivious Inkdrinker", "Buveur d'Encre Inconscient", "Törichter Tölpel",
     "Bevitore di Inchiostro"),
    # The title's Records and Settings (carto_ui.settings_menu, records_view).
    ("RECORDS", "Records", "Records", "Rekorde", "Record"),
    ("SETTINGS", "Settings", "Réglages", "Einstellungen", "Impostazioni"),
    ("KEY_REPEAT", "Key repeat", "Répétition", "Tastenwdh.", "Ripetiz."),
    ("REPEAT_SLOW", "Slow", "Lente", "Langsam", "Lenta"),
    ("REPEAT_NORMAL", "Normal", "Normale", "Normal", "Normale"),
    ("REPEAT_FAST", "Fast", "Rapide", "Schnell", "Veloce"),
    ("BACKLIGHT", "Backlight", "Luminosité", "Helligkeit", "Luminosità"),
    ("DIM_IDLE", "Dim idle", "Veille", "Abdunkeln", "Oscura"),
    ("NEVER", "Never", "Jamais", "Nie", "Mai"),
    ("MINUTES", "%d min", "%d min", "%d Min.", "%d min"),
    ("BATTERY", "Battery", "Batterie", "Batterie", "Batteria"),
    ("RESET_RECORDS", "Reset records", "Effacer les records", "Rekorde löschen",
     "Azzera i record"),
    ("RESET_SETTINGS", "Reset settings", "Réinit. réglages", "Einst. zurücksetzen",
     "Azzera impostazioni"),
    ("DELETE_SAVE", "Delete saved game", "Effacer la sauvegarde", "Spielstand löschen",
     "Cancella salvataggio"),
    ("BACK", "Back", "Retour", "Zurück", "Indietro"),
    ("ASK_RESET_RECORDS", "Reset all records?", "Effacer les records ?", "Alle Rekorde löschen?",
     "Azzerare tutti i record?"),
    ("SURE_RECORDS", "Sure? Records are lost.", "Sûr ? Ils seront perdus.",
     "Sicher? Alles ist weg.", "Sicuro? Andranno persi."),
    ("ASK_RESET_SETTINGS", "Reset all settings?", "Réinit. les réglages ?", "Alles zurücksetzen?",
     "Azzerare impostazioni?"),
    ("SURE_DEFAULTS", "Sure? Back to defaults.", "Sûr ? Valeurs d'origine.",
     "Sicher? Standardwerte.", "Sicuro? Valori iniziali."),
    ("NO_SAVED_GAME", "There is no saved game.", "Il n'y a pas de partie sauvée.",
     "Es gibt keinen Spielstand.", "Non c'è nessun salvataggio."),
    ("ASK_DELETE_SAVE", "Delete the saved game?", "Effacer la sauvegarde ?",
     "Spielstand löschen?", "Cancellare la partita?"),
    ("SURE_LOST", "Sure? It will be lost.", "Sûr ? Elle sera perdue.",
     "Sicher? Er ist dann weg.", "Sicuro? Andrà persa."),
    ("NO", "No", "Non", "Nein", "No"),
    ("YES", "Yes", "Oui", "Ja", "Sì"),
    ("RECORDS_RESET", "The records are reset.", "Les records sont effacés.",
     "Die Rekorde sind gelöscht.", "I record sono azzerati."),
    ("SETTINGS_RESET", "The settings are back to their defaults.",
     "Les réglages sont revenus à leurs valeurs d'origine.",
     "Die Einstellungen sind wieder auf Standard.",
     "Le impostazioni sono tornate ai valori iniziali."),
    ("SAVE_NOT_DELETED", "The saved game could not be deleted (%s).",
     "La sauvegarde n'a pas pu être effacée (%s).",
     "Der Spielstand konnte nicht gelöscht werden (%s).",
     "Non è stato possibile cancellare il salvataggio (%s)."),
    ("SAVE_DELETED", "The saved game is deleted.", "La sauvegarde est effacée.",
     "Der Spielstand ist gelöscht.", "Il salvataggio è cancellato."),
    ("SETTINGS_DAMAGED", "The settings were damaged and are back to their defaults.",
     "Les réglages étaient abîmés et sont revenus à leurs valeurs d'origine.",
     "Die Einstellungen waren beschädigt und sind wieder auf Standard.",
     "Le impostazioni erano danneggiate e sono tornate ai valori iniziali."),
    ("SETTINGS_NEWER", "The settings were written by another version of the game and are"
     " back to their defaults.",
     "Les réglages viennent d'une autre version du jeu et sont revenus à leurs valeurs"
     " d'origine.",
     "Die Einstellungen stammen von einer anderen Version des Spiels und sind wieder auf"
     " Standard.",
     "Le impostazioni vengono da un'altra versione del gioco e sono tornate ai valori"
     " iniziali."),
    ("SETTINGS_NOT_SAVED", "The settings were not saved (%s).",
     "Les réglages n'ont pas été sauvés (%s).", "Die Einstellungen wurden nicht gespeichert (%s).",
     "Le impostazioni non sono state salvate (%s)."),
    ("RECORDS_DAMAGED", "The records were damaged and have been reset. Saved games are not"
     " affected.",
     "Les records étaient abîmés et ont été effacés. Les parties sauvées ne sont pas touchées.",
     "Die Rekorde waren beschädigt und wurden gelöscht. Spielstände sind nicht betroffen.",
     "I record erano danneggiati e sono stati azzerati. I salvataggi non sono toccati."),
    ("RECORDS_NEWER", "The records were written by another version of the game and have been"
     " reset.",
     "Les records viennent d'une autre version du jeu et ont été effacés.",
     "Die Rekorde stammen von einer anderen Version des Spiels und wurden gelöscht.",
     "I record vengono da un'altra versione del gioco e sono stati azzerati."),
    ("RECORDS_NOT_SAVED", "The records were not saved (%s).",
     "Les records n'ont pas été sauvés (%s).", "Die Rekorde wurden nicht gespeichert (%s).",
     "I record non sono stati salvati (%s)."),
    ("SOLO_GAMES", "Solo games  %d", "Parties solo  %d", "Solospiele  %d", "Partite solo  %d"),
    ("BEST_RATING", "Best rating %d", "Meilleure note %d", "Beste Wertung %d",
     "Miglior punteggio %d"),
    ("TITLES_EARNED", "Titles earned %d of %d:", "Titres obtenus %d sur %d :",
     "Titel erreicht %d von %d:", "Titoli ottenuti %d su %d:"),
    ("GAMES", "Games  %d", "Parties  %d", "Spiele  %d", "Partite  %d"),
    ("BEST_SCORES", "Best scores", "Meilleurs scores", "Beste Ergebnisse", "Migliori punteggi"),
    ("SOLO_PAGE", "%s: solo", "%s : solo", "%s: Solo", "%s: solitario"),
    ("PLAYERS_PAGE", "%s: players", "%s : joueurs", "%s: Spieler", "%s: giocatori"),
    ("COL_NAME", "Name", "Nom", "Name", "Nome"),
    ("COL_SCORE", "Score", "Score", "Pkt.", "Punti"),
    ("COL_PLAYERS", "Pl", "J", "Sp", "G"),
    ("VERSION", "version %s", "version %s", "Version %s", "versione %s"),
    ("SETTINGS_HINT", "<> change A choose B back", "<> changer A choix B ret.",
     "<> ändern A Wahl B zurück", "<> cambia A scegli B ind."),
    # The Settings screen's language row (each language's own name beside it).
    ("LANGUAGE", "Language", "Langue", "Sprache", "Lingua"),
    # The card panel (carto_ui.cardpanel): the card's time, and where its coin is.
    ("PANEL_TIME", "time %d", "temps %d", "Zeit %d", "tempo %d"),
    ("PANEL_COIN", "  $: left shape", "  $: à gauche", "  $: linke Form", "  $: a sinistra"),
    # The Settings screen's sound and NeoPixel rows, and their four steps (words
    # that say both a volume and a brightness).
    ("SOUND", "Sound", "Son", "Ton", "Suono"),
    ("LIGHTS", "Lights", "Lumières", "Lichter", "Luci"),
    ("LEVEL_OFF", "off", "non", "aus", "no"),
    ("LEVEL_LOW", "low", "faible", "niedrig", "basso"),
    ("LEVEL_MEDIUM", "medium", "moyen", "mittel", "medio"),
    ("LEVEL_HIGH", "high", "fort", "hoch", "alto"),
    # A saved game that could not be used (carto_ui.saveproblem): hw.storage's
    # six sentences in its MSG_* order, the engine's refusal, too little heap.
    ("SAVE_SKIPPED", "A damaged save was skipped; the game resumed from the last good one.",
     "Une sauvegarde abîmée a été ignorée ; la partie reprend à la dernière bonne.",
     "Ein beschädigter Spielstand wurde übersprungen; das Spiel geht beim letzten guten"
     " weiter.",
     "Un salvataggio danneggiato è stato saltato; la partita riprende dall'ultimo buono."),
    ("SAVE_SKIPPED_VERSION", "A save from a different version of the game was skipped; the"
     " game resumed from the last good one.",
     "Une sauvegarde d'une autre version du jeu a été ignorée ; la partie reprend à la"
     " dernière bonne.",
     "Ein Spielstand einer anderen Version des Spiels wurde übersprungen; das Spiel geht"
     " beim letzten guten weiter.",
     "Un salvataggio di un'altra versione del gioco è stato saltato; la partita riprende"
     " dall'ultimo buono."),
    ("SAVE_DAMAGED", "The save data is damaged and could not be used; starting fresh.",
     "La sauvegarde est abîmée et n'a pas pu servir ; nouveau départ.",
     "Der Spielstand ist beschädigt und nicht nutzbar; es geht neu los.",
     "Il salvataggio è danneggiato e non si può usare; si ricomincia da capo."),
    ("SAVE_OTHER_VERSION", "The save is from a different version of the game; starting fresh.",
     "La sauvegarde vient d'une autre version du jeu ; nouveau départ.",
     "Der Spielstand stammt von einer anderen Version des Spiels; es geht neu los.",
     "Il salvataggio viene da un'altra versione del gioco; si ricomincia da capo."),
    ("SAVE_FOREIGN", "The stored data is not a save of this game; starting fresh.",
     "Les données stockées ne sont pas une sauvegarde de ce jeu ; nouveau départ.",
     "Die gespeicherten Daten sind kein Spielstand dieses Spiels; es geht neu los.",
     "I dati salvati non sono un salvataggio di questo gioco; si ricomincia da capo."),
    ("SAVE_UNREADABLE", "The save could not be read; starting fresh.",
     "La sauvegarde n'a pas pu être lue ; nouveau départ.",
     "Der Spielstand ließ sich nicht lesen; es geht neu los.",
     "Il salvataggio non si è potuto leggere; si ricomincia da capo."),
    ("SAVE_NOT_A_GAME", "This version cannot read the saved game; starting fresh.",
     "Cette version ne sait pas lire la partie sauvée ; nouveau départ.",
     "Diese Version kann den Spielstand nicht lesen; es geht neu los.",
     "Questa versione non sa leggere la partita salvata; si ricomincia da capo."),
    ("SAVE_NO_MEMORY", "Not enough memory to read the saved game; it stays saved until a new"
     " game is started.",
     "Pas assez de mémoire pour lire la partie sauvée ; elle reste sauvée jusqu'à une"
     " nouvelle partie.",
     "Zu wenig Speicher, um den Spielstand zu lesen; er bleibt bis zu einem neuen Spiel"
     " gespeichert.",
     "Memoria insufficiente per leggere la partita salvata; resta salvata fino a una nuova"
     " partita."),
    # Out of memory with no save to go back to (carto_ui.app).
    ("OOM_TO_TITLE", "Out of memory. Press A for the title.",
     "Mémoire pleine. A pour revenir au titre.",
     "Speicher voll. Weiter zum Titel mit A.",
     "Memoria esaurita. A per tornare al titolo."),
    # Why a save was not written, inside "... not saved (%s)." (carto_ui.unsaved).
    ("STORE_FULL", "the drive is full", "le disque est plein", "das Laufwerk ist voll",
     "l'unità è piena"),
    ("STORE_READ_ONLY", "the drive is read-only", "le disque est en lecture seule",
     "das Laufwerk ist schreibgeschützt", "l'unità è di sola lettura"),
    ("STORE_ERROR", "a storage error", "une erreur de stockage", "ein Speicherfehler",
     "un errore di memorizzazione"),
    # The maps view's buttons in a game of one map: no player to switch to
    # (carto_ui.viewmaps; the review's small hint serves it).
    ("MAPS_HINT_ONE_SMALL", "^v edict", "^v Édit", "^v Dekret", "^v editto"),
    ("MAPS_HINT_ONE_ROOMY", "^v edict A standings B back", "^v Édit A classement B retour",
     "^v Dekret A Stand B zurück", "^v editto A classifica B ind."),
    # The challenge code of a finished game, on the end menu's hint line; with
    # the best score kept on the device for that code when it fits the line
    # (carto_ui.review).
    ("CODE_LINE", "Code: %s", "Code : %s", "Code: %s", "Codice: %s"),
    ("CODE_BEST", "Code %s best %d", "Code %s record %d", "Code %s Rekord %d",
     "Codice %s rec. %d"),
    # The setup form's row opening the code entry, and the entry's screen
    # (carto_ui.setup, carto_ui.codeentry).
    ("ROW_CODE", "Enter a code", "Entrer un code", "Code eingeben", "Inserisci codice"),
    ("CODE_TITLE", "Challenge code", "Code de défi", "Spielcode", "Codice sfida"),
    ("CODE_HINT", "^v char <> move A ok", "^v car. <> aller A ok", "^v Zeichen <> gehen A ok",
     "^v car. <> muovi A ok"),
    ("CODE_NOTE", "SELECT deletes the last character; RIGHT at the end adds one.",
     "SELECT efface le dernier caractère ; DROITE à la fin en ajoute un.",
     "SELECT löscht das letzte Zeichen, RECHTS am Ende fügt eins an.",
     "SELECT cancella l'ultimo carattere, DESTRA alla fine ne aggiunge uno."),
    # engine.challenge's two sentences refusing a code (MISTYPED, OTHER_VERSION).
    ("CODE_MISTYPED", "This code is mistyped: a character is wrong, missing or extra.",
     "Ce code est mal saisi : un caractère est faux, manque ou est en trop.",
     "Dieser Code ist falsch getippt: ein Zeichen ist falsch, fehlt oder ist zu viel.",
     "Questo codice è sbagliato: un carattere è errato, manca o è di troppo."),
    ("CODE_OTHER_VERSION", "This code is from another version of the game.",
     "Ce code vient d'une autre version du jeu.",
     "Dieser Code stammt aus einer anderen Version des Spiels.",
     "Questo codice viene da un'altra versione del gioco."),
    # Bot seats: the setup form's Players menu, a row a seat (its number, who
    # plays it, its name), LEFT/RIGHT stepping a person and the three bots
    # (carto_ui.setup); a bot's turn (carto_ui.botturn: its name, then the
    # hint's "Thinking... %d%%" as its search goes) and the news of a
    # monster a bot drew on a person's map.
    ("SEATS", "Players", "Joueurs", "Spieler", "Giocatori"),
    ("SEAT_ROW", "%d %s  %s", "%d %s  %s", "%d %s  %s", "%d %s  %s"),
    ("SEAT_PERSON", "Person", "Humain", "Mensch", "Persona"),
    ("SEAT_WEAK", "Weak bot", "Bot faible", "Bot schwach", "Bot debole"),
    ("SEAT_FAIR", "Fair bot", "Bot moyen", "Bot mittel", "Bot medio"),
    ("SEAT_STRONG", "Strong bot", "Bot fort", "Bot stark", "Bot forte"),
    ("SEATS_HINT", "<> person/bot A name B ok", "<> humain/bot A nom B ok",
     "<> Mensch/Bot A Name B ok", "<> pers./bot A nome B ok"),
    ("BOT_TURN", "Rivals' turn", "Tour des rivaux", "Die Rivalen", "Turno dei rivali"),
    ("BOT_DRAWING", "%s is drawing", "%s dessine", "%s zeichnet", "%s disegna"),
    ("BOT_AMBUSH", "%s drew %s on %s's map.", "%s a dessiné %s sur la carte de %s.",
     "%s hat %s auf den Plan von %s gezeichnet.", "%s ha disegnato %s sulla mappa di %s."),
    ("BOT_AMBUSH_YOU", "%s drew %s on your map.", "%s a dessiné %s sur votre carte.",
     "%s hat %s auf deinen Plan gezeichnet.", "%s ha disegnato %s sulla tua mappa."),
    # A solo game's par (carto_ui.parrun: the strongest bot's score on the
    # same deal, worked out on the title): the end menu's code line with the
    # best score and the par, and its short form for a small screen's 25
    # columns (carto_ui.codeline); the Records screen's page of the codes
    # played, newest first (carto_ui.records_view), "-" where the par is not
    # known yet.
    ("CODE_BEST_PAR", "Code %s best %d par %d", "Code %s record %d par %d",
     "Code %s Rekord %d Par %d", "Codice %s rec. %d par %d"),
    ("CODE_BEST_PAR_SHORT", "%s best %d par %d", "%s rec. %d par %d", "%s Rek. %d Par %d",
     "%s rec. %d par %d"),
    ("CODES_PAGE", "Challenge codes", "Codes de défi", "Codes", "Codici sfida"),
    ("CODES_NOTE", "The last codes played, newest first. Par: the strongest bot's score "
     "on the same deal.",
     "Les derniers codes joués, le plus récent d'abord. Par : le score du meilleur robot "
     "sur la même donne.",
     "Die zuletzt gespielten Codes, neueste zuerst. Par: die Punkte des stärksten Bots "
     "mit denselben Karten.",
     "Gli ultimi codici giocati, prima il più recente. Par: il punteggio del bot più "
     "forte sulla stessa mano."),
    ("CODE_ROW", "%d. best %d, par %s", "%d. record %d, par %s", "%d. Rekord %d, Par %s",
     "%d. record %d, par %s"),
    # The turn menu's short forms, where its items' and title's own texts are
    # too long for a line at scale 2 (18 columns after the marker at 240x240;
    # carto_ui.turnmenu).
    ("CHANGE_SHORT", "Change option", "Changer d'option", "Option ändern", "Cambia opzione"),
    ("TAKE_BACK_SHORT", "Take back move", "Annuler le coup", "Zug zurücknehmen",
     "Annulla mossa"),
    ("HINT_SHORT", "Hint: best move", "Conseil de coup", "Tipp: bester Zug", "Suggerisci mossa"),
    ("TURN_TITLE_SHORT", "Turn (total: %d)", "Tour (total : %d)", "Zug (bisher: %d)",
     "Turno (totale: %d)"),
    # The map after a season's last move on roomy screens: the banner says
    # the season is scored in two big lines, the controls line what A does
    # (carto_ui.play).
    ("SEASON_SCORED", "%s is scored: no take back", "%s compté : pas d'annulation",
     "%s gewertet: kein Zurück", "%s: contata, niente annullo"),
    ("A_ITS_SCORES", "A: its scores", "A: les scores", "A: Wertung", "A: i punteggi"),
    # The map after a move that hands the device on, on roomy screens: the
    # controls line says both buttons, the banner keeps to the move's news.
    ("KEYS_PASS", "A: pass the device  B: take it back", "A: passer la console  B: annuler",
     "A: Gerät weitergeben  B: zurücknehmen", "A: passa il dispositivo  B: annulla"),
]

COUNT = len(ENTRIES)
KEYS = {entry[0]: i for i, entry in enumerate(ENTRIES)}  # name -> index
NAMES_MODULE = "strings.py"  # beside the UI's modules
# The one way a module imports the names (``inline`` blanks this line).
IMPORT = "from carto_ui import strings as S"
ALIAS = "S"
# The names' module: desktop-only, written by ``write``. Importing it checks
# every ``S.NAME`` written in the modules beside it, comments and docstrings
# too (a regular expression: tokenizing every module at each start is slow),
# so a name the table lacks fails before its line can run.
NAMES_HEAD = '''"""The UI strings' keys by name for CPython: S.NEW_GAME, its line in lang_*.txt."""
# cartographers: desktop-only; the bundle writes every S.NEW_GAME as its
# number (tools/langtable.py, inline), so the device never loads this module.
# Written by tools/langtable.py from its table: edit the table, run the tool.
# A module writes ``from carto_ui import strings as S`` and ``get(S.NEW_GAME)``.
import os
import re

'''
NAMES_TAIL = '''

def _check():
    """Fail on an S.<name> written in a module beside this one (comments too)
    that the table lacks: at import, before such a line could run."""
    here = os.path.dirname(os.path.abspath(__file__))
    names = globals()
    for module in sorted(os.listdir(here)):
        if module.endswith(".py"):
            with open(os.path.join(here, module), encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    for name in re.findall(r"(?<![\\w.])S\\.(\\w+)", line):
                        if not isinstance(names.get(name), int):
                            raise ImportError("%s:%d: S.%s is not in tools/langtable.py"
                                              % (module, number, name))


_check()
'''


def key(name):
    """The index of entry ``name`` (KeyError if there is none)."""
    return KEYS[name]


def render_names():
    """The text of the names' module, carto_ui/strings.py."""
    return NAMES_HEAD + "".join("%s = %d\n" % (name, i) for i, name in
                                enumerate(entry[0] for entry in ENTRIES)) + NAMES_TAIL


def imports_names(node):
    """True if the ast ``node`` imports the names' module (in any spelling)."""
    if isinstance(node, ast.Import):
        return any(alias.name == "carto_ui.strings" for alias in node.names)
    if isinstance(node, ast.ImportFrom):
        module = node.module or ""
        return module in ("carto_ui.strings", "strings") or (
            module in ("carto_ui", "") and any(alias.name == "strings" for alias in node.names))
    return False


def inline(text, where="<source>"):
    """``text`` (a device module's source) with every ``S.NAME`` written as
    NAME's index and its line ``from carto_ui import strings as S`` left
    blank, so that line numbers stay and the bytecode is a ``const``'s.
    Unchanged when it has no such import; ValueError (saying ``where`` and
    the line) on a name the table lacks, on ``S`` used any other way and
    on the names' module imported any other way."""
    lines = text.splitlines(True)
    rows = [n for n, line in enumerate(lines, 1) if line.rstrip() == IMPORT]
    if not rows:
        if "strings" in text and any(imports_names(node) for node in ast.walk(ast.parse(text))):
            raise ValueError("%s: import the string names as %r" % (where, IMPORT))
        return text
    tokens = [token for token in tokenize.generate_tokens(io.StringIO(text).readline)
              if token.type not in (tokenize.NL, tokenize.COMMENT)]
    edits = []
    for i, token in enumerate(tokens):
        if token.type != tokenize.NAME or token.string != ALIAS or token.start[0] in rows \
                or (i and tokens[i - 1].string == "."):
            continue
        row = token.start[0]
        dot, name = tokens[i + 1], tokens[i + 2]
        if dot.string != "." or name.type != tokenize.NAME or name.start[0] != row:
            raise ValueError("%s:%d: S used other than as S.NAME" % (where, row))
        if name.string not in KEYS:
            raise ValueError("%s:%d: S.%s is not in tools/langtable.py" % (where, row,
                                                                             name.string))
        edits.append((row, token.start[1], name.end[1], str(KEYS[name.string])))
    for row in rows:
        lines[row - 1] = "\n"
    for row, start, end, number in reversed(edits):
        line = lines[row - 1]
        lines[row - 1] = line[:start] + number + line[end:]
    text = "".join(lines)
    for node in ast.walk(ast.parse(text)):  # S left in an f-string, one token
        if isinstance(node, ast.Name) and node.id == ALIAS:
            raise ValueError("%s:%d: S used other than as S.NAME" % (where, node.lineno))
    return text


def render(code):
    """The text of lang_<code>.txt."""
    column = 1 + LANGUAGES.index(code)
    return "".join(entry[column] + "\n" for entry in ENTRIES)


def write(folder=None):
    """Write every language's file, the names' module and the count into lang.py."""
    folder = folder or os.path.join(ROOT, "lib", "carto_ui")
    module = os.path.join(folder, "lang.py")
    with open(module, encoding="utf-8") as f:
        source = f.read()
    source = re.sub(r"^COUNT = const\(\d+\)", "COUNT = const(%d)" % COUNT, source, flags=re.M)
    with open(module, "w", encoding="utf-8", newline="\n") as f:
        f.write(source)
    for code in LANGUAGES:
        with open(os.path.join(folder, "lang_%s.txt" % code), "w", encoding="utf-8",
                  newline="\n") as f:
            f.write(render(code))
    with open(os.path.join(folder, NAMES_MODULE), "w", encoding="utf-8", newline="\n") as f:
        f.write(render_names())


if __name__ == "__main__":
    write()
    print("%d strings in %d languages" % (COUNT, len(LANGUAGES)))
